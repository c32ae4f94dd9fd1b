// Random flicks for tests: a legal choice of the current player with a random but physically possible
// settled outcome, so that random games can be played through the rules without the physics engine.
import { nextBelow, type RngState } from '../dice/prng.ts';
import { diceToSettle, legalActions } from './reducer.ts';
import type { Face, FlickAction, JamSumoState, SettledDie } from './types.ts';

/** A random but physically possible settled outcome for a flick of `die`. */
export function randomFlick(state: JamSumoState, rng: RngState): { action: FlickAction; rng: RngState } {
  let r = rng;
  const draw = (bound: number) => {
    const next = nextBelow(r, bound);
    r = next.state;
    return next.value;
  };
  const choices = legalActions(state);
  const choice = choices[draw(choices.length)]!;
  const players = state.setup.players.length;
  const settled: SettledDie[] = diceToSettle(state, choice.die).map((die) => {
    const roll = draw(20);
    const location: SettledDie['location'] =
      roll < 6 ? 'hole' : roll < 9 ? 'off' : roll < 11 ? 'platform' : 'board';
    const flat = draw(6) !== 0;
    const top = (1 + draw(6)) as Face;
    if (location === 'hole' || location === 'off') return { die, location, flat: false };
    const base = { die, location, flat, ...(flat ? { top } : {}) };
    return location === 'platform' ? { ...base, platform: draw(players) } : base;
  });
  const touched = Array.from({ length: draw(3) }, () => draw(state.dice.length)).filter(
    (d) => d !== choice.die,
  );
  const action: FlickAction = {
    type: 'flick',
    die: choice.die,
    ...(choice.type === 'place-and-flick' ? { place: { platform: draw(players), offset: 0, yaw: 0 } } : {}),
    direction: draw(628) / 100,
    strength: draw(101) / 100,
    height: draw(101) / 100,
    outcome: { dice: settled, touched: [...new Set(touched)] },
  };
  return { action, rng: r };
}
