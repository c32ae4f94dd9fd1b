// A simple deterministic player for tests and recorded fixtures: keeps the most common face, announces
// now and then (and always when it must), and writes the legal cell that scores the most.
import { mostCommon } from '../dice/multiset.ts';
import type { JambAction } from './actions.ts';
import { applyJambAction, type JambState, legalJambActions } from './game.ts';

export function botTurnActions(
  start: JambState,
  apply = applyJambAction,
): { state: JambState; actions: JambAction[] } {
  let state = start;
  const actions: JambAction[] = [];
  const act = (action: JambAction) => {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`bot made an illegal move: ${next.error.code}`);
    state = next.value;
    actions.push(action);
  };
  act({ type: 'roll' });
  let legal = legalJambActions(state);
  if (legal.announce.length > 0 && (legal.announceRequired || state.turnsPlayed % 4 === 3)) {
    const best = [...legal.announce].sort(
      (a, b) =>
        (legal.write.find((w) => w.category === b)?.score ?? 0) -
        (legal.write.find((w) => w.category === a)?.score ?? 0),
    )[0]!;
    act({ type: 'announce', category: best });
  }
  for (let roll = 0; roll < 2; roll++) {
    const keep = mostCommon(state.turn.dice!).face;
    state.turn.dice!.forEach((die, index) => {
      const held = state.turn.held[index]!;
      if (die === keep && !held) act({ type: 'hold', die: index });
      if (die !== keep && held) act({ type: 'release', die: index });
    });
    legal = legalJambActions(state);
    if (!legal.roll) break;
    act({ type: 'roll' });
  }
  legal = legalJambActions(state);
  const best = [...legal.write].sort((a, b) => b.score - a.score)[0]!;
  act({ type: 'write', column: best.column, category: best.category });
  return { state, actions };
}
