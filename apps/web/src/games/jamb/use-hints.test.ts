import { createReferenceOdds } from '@dicetable/engine';
import { createJambGame, DEFAULT_JAMB_OPTIONS, type JambState, jambRules } from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { createRoot, createSignal } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { loadOddsCalculator } from '../../hints/index.ts';
import { assumesHold, createJambHints } from './use-hints.ts';

function game(options = DEFAULT_JAMB_OPTIONS, dice = [1, 2, 3, 4, 6]): JambState {
  const start = createJambGame({ players: [{ name: 'Ana' }], diceMode: 'real', seed: 1, options });
  const next = jambRules.apply(start, { type: 'enter', dice });
  if (!next.ok) throw new Error(next.error.code);
  return next.value;
}

describe('Jamb hints', () => {
  it('follow the dice, the hold and the game’s house rules', async () => {
    await loadOddsCalculator();
    const reference = createReferenceOdds();
    const [state, setState] = createSignal(game());
    const hints = createRoot(() => createJambHints(state, () => true));
    const straight = reference.query({ game: 'jamb', dice: [1, 2, 3, 4, 6], rollsLeft: 2 }).targets.straight!;
    expect(hints.hint('straight')?.again).toBe(
      `${Math.round(straight.probability * 100)}% · ${straight.expected!.toFixed(1)}`,
    );
    // For points, 2-3-4-6 (a big straight, 45) beats 1-2-3-4 (35): the 1 is lit off.
    expect(straight.expectedHold).toEqual([2, 3, 4, 6]);
    expect(hints.keep('straight')).toEqual([false, true, true, true, true]);

    const houseRules = { ...DEFAULT_JAMB_OPTIONS, straightByRoll: true };
    setState(game(houseRules));
    const byRoll = reference.query({
      game: 'jamb',
      dice: [1, 2, 3, 4, 6],
      rollsLeft: 2,
      jambHouseRules: { straightByRoll: true },
    }).targets.straight!;
    expect(byRoll.expected).not.toBeCloseTo(straight.expected!, 3);
    expect(hints.hint('straight')?.again).toBe(
      `${Math.round(byRoll.probability * 100)}% · ${byRoll.expected!.toFixed(1)}`,
    );
  });

  it('show what a cell scores now apart from the chance if rolled again, and after the last roll only now', async () => {
    await loadOddsCalculator();
    const reference = createReferenceOdds();
    let state = game(DEFAULT_JAMB_OPTIONS, [6, 6, 6, 2, 3]);
    const [current, setState] = createSignal(state);
    const hints = createRoot(() => createJambHints(current, () => true));
    const sixes = reference.query({ game: 'jamb', dice: [6, 6, 6, 2, 3], rollsLeft: 2 }).targets.sixes!;
    expect(hints.hint('sixes')).toEqual({
      now: '18',
      again: `${Math.round(sixes.probability * 100)}% · ${sixes.expected!.toFixed(1)}`,
      label: `Scores 18 now. With the rolls left, keeping the dice that help: chance ${Math.round(sixes.probability * 100)}% of scoring, ${sixes.expected!.toFixed(1)} points on average`,
    });
    for (const dice of [
      [6, 6, 6, 6, 1],
      [6, 6, 6, 6, 6],
    ]) {
      const next = jambRules.apply(state, { type: 'enter', dice });
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    setState(state);
    expect(state.turn.rollsUsed).toBe(3);
    expect(hints.hint('sixes')).toEqual({ now: '30', label: 'Scores 30 now' });
    expect(hints.hint('ones')).toEqual({ now: '0', label: 'Scores 0 now' });
    expect(hints.keep('sixes')).toBeDefined();
  });
});

// The legend's claim, checked against the odds by a count any player can make: for Ones to Sixes,
// "keeping the dice that help" means keeping every die of the face, so with r rolls left a die not kept
// shows the face at least once with chance 1 − (5/6)^r. With dice held, the dice not held are rolled
// first (r chances each) and a held die of another face only on the later rolls (r − 1 chances).
describe('the hints legend’s claim', () => {
  const FACES = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;
  const die = fc.integer({ min: 1, max: 6 });

  function after(dice: number[], rollsUsed: number, held: boolean[]): JambState {
    let state = game(DEFAULT_JAMB_OPTIONS, dice);
    // Later throws with every die the same: the dice shown are the last throw's.
    for (let roll = 2; roll <= rollsUsed; roll++) {
      const next = jambRules.apply(state, { type: 'enter', dice });
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    held.forEach((hold, index) => {
      if (!hold) return;
      const next = jambRules.apply(state, { type: 'hold', die: index });
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    });
    return state;
  }

  it('Ones to Sixes: chance of scoring and points on average with the rolls left, keeping what helps', async () => {
    await loadOddsCalculator();
    fc.assert(
      fc.property(
        fc.array(die, { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 2 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (dice, rollsUsed, held) => {
          const state = after(dice, rollsUsed, held);
          const [current] = createSignal(state);
          const hints = createRoot(() => createJambHints(current, () => true));
          const rolls = 3 - rollsUsed;
          const holding = assumesHold(state.turn);
          FACES.forEach((category, index) => {
            const face = index + 1;
            const miss = (chances: number) => (5 / 6) ** chances;
            let chance: number;
            let average: number;
            if (holding) {
              const kept = dice.filter((value, i) => held[i]);
              const keptFace = kept.filter((value) => value === face).length;
              const rolledNow = 5 - kept.length;
              const heldOther = kept.length - keptFace;
              chance = keptFace > 0 ? 1 : 1 - miss(rolledNow * rolls + heldOther * (rolls - 1));
              average = face * (keptFace + rolledNow * (1 - miss(rolls)) + heldOther * (1 - miss(rolls - 1)));
            } else {
              const shown = dice.filter((value) => value === face).length;
              chance = shown > 0 ? 1 : 1 - miss(5 * rolls);
              average = face * (shown + (5 - shown) * (1 - miss(rolls)));
            }
            const [percent, points] = hints.hint(category)!.again!.split(' · ');
            expect(Math.abs(Number.parseFloat(percent!) - chance * 100)).toBeLessThanOrEqual(0.5 + 1e-9);
            expect(Math.abs(Number.parseFloat(points!) - average)).toBeLessThanOrEqual(0.05 + 1e-9);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the words say which of the two the figures assume', async () => {
    await loadOddsCalculator();
    const [current, setState] = createSignal(after([3, 1, 2, 6, 4], 1, [false, false, false, false, false]));
    const hints = createRoot(() => createJambHints(current, () => true));
    // The case of the report: nothing held, 3 1 2 6 4, two rolls left.
    expect(hints.hint('ones')?.again).toBe(`100% · ${(1 + 4 * (1 - (5 / 6) ** 2)).toFixed(1)}`);
    expect(hints.hint('fives')?.again).toBe(`84% · ${(5 * 5 * (1 - (5 / 6) ** 2)).toFixed(1)}`);
    expect(hints.hint('fives')?.label).toMatch(
      /^Scores 0 now. With the rolls left, keeping the dice that help: chance 84%/,
    );
    setState(after([3, 1, 2, 6, 4], 1, [true, false, false, false, false]));
    expect(hints.hint('fives')?.label).toMatch(
      /^Scores 0 now. Rolling the dice not held, then keeping the dice that help/,
    );
  });
});
