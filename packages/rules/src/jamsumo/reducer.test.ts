import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../dice/prng.ts';
import { randomFlick } from './random-flick.ts';
import { applyAction, currentKind, currentMarker, legalActions } from './reducer.ts';
import { jamSumoRules } from './rules.ts';
import { roundPips, totals } from './scoring.ts';
import { newGame, ownerOf, roundPlan } from './setup.ts';
import type { FlickAction, JamSumoAction, JamSumoMode, JamSumoSetup, JamSumoState } from './types.ts';

const setupOf = (players: number, mode: JamSumoMode, firstMarker = 0): JamSumoSetup => ({
  players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, colour: (i * 2) % 5 })),
  mode,
  table: 'flick',
  firstMarker,
});

/** Plays a whole random game; every flick must be accepted. */
function playRandomGame(setup: JamSumoSetup, seed: number) {
  let state = newGame(setup);
  let rng = seedRng(seed);
  const states = [state];
  const actions: JamSumoAction[] = [];
  for (let i = 0; i < 2000 && !state.finished; i++) {
    const next = randomFlick(state, rng);
    rng = next.rng;
    const applied = applyAction(state, next.action);
    if (!applied.ok) throw new Error(`${applied.error.code}: ${applied.error.message}`);
    actions.push(next.action);
    state = applied.value;
    states.push(state);
  }
  return { states, actions };
}

const gameArb = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  mode: fc.constantFrom<JamSumoMode>('jam', 'sumo', 'jamsumo'),
  marker: fc.nat(4),
  seed: fc.nat(),
});

describe('JamSumo rules, over random games', () => {
  it('play a round per player (a pair per player in Jam Sumo), the marker passing left each round', () => {
    fc.assert(
      fc.property(gameArb, ({ players, mode, marker, seed }) => {
        const setup = setupOf(players, mode, marker % players);
        const { states } = playRandomGame(setup, seed);
        const last = states[states.length - 1]!;
        expect(last.finished).toBe(true);
        expect(last.results.map((r) => r.kind)).toEqual(roundPlan(setup));
        expect(last.results).toHaveLength(mode === 'jamsumo' ? 2 * players : players);
        last.results.forEach((result, round) => {
          const pair = mode === 'jamsumo' ? Math.floor(round / 2) : round;
          expect(result.marker).toBe((setup.firstMarker + pair) % players);
        });
      }),
    );
  });

  it('pass the turn clockwise after every flick, and the marker holder starts each round', () => {
    fc.assert(
      fc.property(gameArb, ({ players, mode, marker, seed }) => {
        const { states } = playRandomGame(setupOf(players, mode, marker % players), seed);
        for (let i = 1; i < states.length; i++) {
          const before = states[i - 1]!;
          const after = states[i]!;
          if (after.finished) continue;
          if (after.round === before.round) expect(after.current).toBe((before.current + 1) % players);
          else expect(after.current).toBe(currentMarker(after));
        }
      }),
    );
  });

  it('end a round exactly when one player has all dice in the hole (Jam) or none on the board (Sumo)', () => {
    fc.assert(
      fc.property(gameArb, ({ players, mode, marker, seed }) => {
        const { states } = playRandomGame(setupOf(players, mode, marker % players), seed);
        for (let i = 1; i < states.length; i++) {
          const before = states[i - 1]!;
          const ended = states[i]!.round !== before.round;
          const dice = ended ? states[i]!.results[before.round]!.dice! : states[i]!.dice;
          const kind = currentKind(before);
          const over = Array.from({ length: players }, (_, seat) => dice.slice(seat * 5, seat * 5 + 5)).some(
            (own) =>
              kind === 'jam'
                ? own.every((d) => d.status === 'out' && d.out === 'hole')
                : own.every((d) => d.status !== 'play'),
          );
          expect(ended).toBe(over);
        }
      }),
    );
  });

  it('score each round from its dice and total Jam as minus in Jam Sumo', () => {
    fc.assert(
      fc.property(gameArb, ({ players, mode, marker, seed }) => {
        const setup = setupOf(players, mode, marker % players);
        const { states } = playRandomGame(setup, seed);
        const last = states[states.length - 1]!;
        for (const result of last.results) {
          expect(result.pips).toEqual(roundPips(result.kind, result.dice!, players));
          for (const pips of result.pips) expect(pips).toBeGreaterThanOrEqual(0);
          for (const pips of result.pips) expect(pips).toBeLessThanOrEqual(30);
        }
        const expected = last.setup.players.map((_, seat) =>
          last.results.reduce(
            (sum, r) => sum + (mode === 'jamsumo' && r.kind === 'jam' ? -1 : 1) * r.pips[seat]!,
            0,
          ),
        );
        expect(totals(setup, last.results)).toEqual(expected);
        const { ranking } = jamSumoRules.standing(last);
        const best = mode === 'jam' ? Math.min(...expected) : Math.max(...expected);
        expect(ranking.filter((p) => p.place === 1).map((p) => p.score)).toEqual(
          expected.filter((t) => t === best),
        );
      }),
    );
  });

  it('accept only flicks of the current player’s own dice, and leave the state alone otherwise', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(24), ({ players, mode, seed }, die) => {
        const setup = setupOf(players, mode);
        const { states } = playRandomGame(setup, seed);
        const state = states[Math.floor(states.length / 2)]!;
        if (state.finished || die >= players * 5 || ownerOf(die) === state.current) return;
        const result = applyAction(state, {
          type: 'flick',
          die,
          direction: 0,
          strength: 0.5,
          height: 0.2,
          outcome: { dice: [], touched: [] },
        });
        expect(result.ok ? 'ok' : result.error.code).toBe('not-your-die');
      }),
    );
  });

  it('in Jam, send dice off the edge back to the supply showing 4, and never out', () => {
    fc.assert(
      fc.property(gameArb, ({ players, marker, seed }) => {
        const { states, actions } = playRandomGame(setupOf(players, 'jam', marker % players), seed);
        actions.forEach((action, i) => {
          const after = states[i + 1]!;
          if (after.round !== states[i]!.round || action.type !== 'flick') return;
          for (const settled of action.outcome.dice) {
            const die = after.dice[settled.die]!;
            if (settled.location === 'off') expect(die).toEqual({ status: 'supply', flat: true, top: 4 });
            if (settled.location === 'hole') expect(die.status).toBe('out');
            if (settled.location === 'board' || settled.location === 'platform')
              expect(die.status).toBe('play');
          }
        });
      }),
    );
  });

  it('in Sumo, take out the flicked die on a miss and every die off, in the hole or on a platform', () => {
    fc.assert(
      fc.property(gameArb, ({ players, marker, seed }) => {
        const { states, actions } = playRandomGame(setupOf(players, 'sumo', marker % players), seed);
        actions.forEach((action, i) => {
          const before = states[i]!;
          const after = states[i + 1]!;
          if (after.round !== before.round || action.type !== 'flick') return;
          const hit = action.outcome.touched.some((d) => ownerOf(d) !== before.current);
          for (const settled of action.outcome.dice) {
            const die = after.dice[settled.die]!;
            const onBoard = settled.location === 'board' && (hit || settled.die !== action.die);
            expect(die.status).toBe(onBoard ? 'play' : 'out');
          }
        });
      }),
    );
  });
});

describe('JamSumo rules, particular refusals', () => {
  const jam = newGame(setupOf(3, 'jam'));
  const flick = (over: Partial<FlickAction>): FlickAction => ({
    type: 'flick',
    die: 0,
    place: { platform: 0, offset: 0, yaw: 0 },
    direction: 0,
    strength: 0.5,
    height: 0.1,
    outcome: { dice: [{ die: 0, location: 'board', flat: true, top: 4 }], touched: [] },
    ...over,
  });
  const code = (state: JamSumoState, action: JamSumoAction) => {
    const result = applyAction(state, action);
    return result.ok ? 'ok' : result.error.code;
  };

  it('gives every player five dice in the supply showing 4 in Jam, on the board showing 3 in Sumo', () => {
    expect(jam.dice).toHaveLength(15);
    expect(jam.dice.every((d) => d.status === 'supply' && d.top === 4)).toBe(true);
    const sumo = newGame(setupOf(4, 'sumo', 2));
    expect(sumo.dice.every((d) => d.status === 'play' && d.at === 'board' && d.top === 3)).toBe(true);
    expect(sumo.current).toBe(2);
    expect(legalActions(jam).map((a) => a.type)).toEqual(Array(5).fill('place-and-flick'));
  });

  it('refuses flicks that break the rules with their own codes', () => {
    expect(code(jam, flick({}))).toBe('ok');
    expect(code(jam, flick({ place: undefined }))).toBe('placement-required');
    expect(code(jam, flick({ place: { platform: 3, offset: 0, yaw: 0 } }))).toBe('bad-platform');
    expect(code(jam, flick({ strength: 1.5 }))).toBe('bad-flick');
    expect(code(jam, flick({ die: 99 }))).toBe('unknown-die');
    expect(code(jam, flick({ outcome: { dice: [], touched: [] } }))).toBe('bad-outcome');
    expect(
      code(jam, flick({ outcome: { dice: [{ die: 0, location: 'board', flat: true }], touched: [] } })),
    ).toBe('bad-outcome');
    expect(code(jam, { type: 'pad-round', kind: 'jam', pips: [1, 2, 3] })).toBe('wrong-table');
    const sumo = newGame(setupOf(2, 'sumo'));
    expect(code(sumo, flick({}))).toBe('no-placement-in-sumo');
  });

  it('takes a flick with or without a sideways offset, which must lie from −1 to 1', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), (offset) => {
        expect(code(jam, flick({ offset }))).toBe('ok');
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 1, max: 1e9, minExcluded: true, noNaN: true }),
          fc.double({ min: -1e9, max: -1, maxExcluded: true, noNaN: true }),
          fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
        ),
        (offset) => {
          expect(code(jam, flick({ offset }))).toBe('bad-flick');
        },
      ),
    );
    expect(code(jam, flick({ offset: '0.5' as unknown as number }))).toBe('bad-flick');
    expect(applyAction(jam, flick({ offset: 0.4 }))).toEqual(applyAction(jam, flick({})));
  });

  it('refuses a second flick of a die already in the hole', () => {
    const first = applyAction(
      jam,
      flick({ outcome: { dice: [{ die: 0, location: 'hole', flat: false }], touched: [] } }),
    );
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.lastEvents).toEqual([{ die: 0, kind: 'sunk' }]);
    const back = { ...first.value, current: 0 };
    expect(code(back, flick({ place: undefined }))).toBe('die-out');
  });

  it('checks score-pad rounds', () => {
    const pad = newGame({ ...setupOf(2, 'jamsumo'), table: 'pad' });
    expect(code(pad, { type: 'pad-round', kind: 'sumo', pips: [1, 2] })).toBe('wrong-round-kind');
    expect(code(pad, { type: 'pad-round', kind: 'jam', pips: [1, 31] })).toBe('bad-pips');
    expect(code(pad, { type: 'pad-round', kind: 'jam', pips: [1] })).toBe('bad-pips');
    expect(code(pad, { type: 'pad-round', kind: 'jam', pips: [1, 2.5] })).toBe('bad-pips');
    expect(code(pad, { type: 'pad-round', kind: 'jam', pips: [4, 9] })).toBe('ok');
    expect(code(pad, flick({}))).toBe('wrong-table');
    expect(legalActions(pad)).toEqual([]);
  });
});
