import { createReferenceOdds } from '@dicetable/engine';
import type { JambCategory, JambState } from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realJamb, sheetWithFull, throwsOf } from '../test-states.ts';
import { greedyPlayer, naivePlayer } from './baselines.ts';
import { legalJamb } from './game.ts';

const odds = createReferenceOdds();
const dieArb = fc.integer({ min: 1, max: 6 });
const diceArb = fc.array(dieArb, { minLength: 5, maxLength: 5 });

/** The engine's best exact expectation of each category, in the baselines' value (Min: 30 − Min). */
function expectations(dice: readonly number[], rollsLeft: number, hold?: readonly number[]) {
  const answer = odds.query({ game: 'jamb', dice, rollsLeft, ...(hold ? { hold } : {}) });
  const value = (category: JambCategory, expected: number) => (category === 'min' ? 30 - expected : expected);
  return {
    best: (categories: readonly JambCategory[]) =>
      Math.max(...categories.map((c) => value(c, answer.targets[c]!.expected!))),
    given: (categories: readonly JambCategory[]) =>
      Math.max(...categories.map((c) => value(c, answer.given!.targets[c]!.expected!))),
  };
}

const openCategories = (state: JambState) => [...new Set(legalJamb(state).write.map((w) => w.category))];

describe('naive', () => {
  it('keeps the most common value, the higher on ties', () => {
    expect(naivePlayer.decide(throwsOf(realJamb(), [2, 5, 1, 2, 5])).decision).toEqual({
      kind: 'keep',
      keep: [5, 5],
    });
    expect(naivePlayer.decide(throwsOf(realJamb(), [3, 1, 3, 6, 3])).decision).toEqual({
      kind: 'keep',
      keep: [3, 3, 3],
    });
  });

  it('writes the open cell with the best value now, Min valued as 30 − score', () => {
    const last = throwsOf(realJamb(), [6, 6, 6, 6, 6], [6, 6, 6, 6, 6], [6, 6, 6, 6, 6]);
    expect(naivePlayer.decide(last).decision).toEqual({ kind: 'write', column: 'up', category: 'jamb' });
    const low = throwsOf(realJamb(), [1, 1, 2, 1, 1], [1, 1, 2, 1, 1], [1, 1, 2, 1, 1]);
    // ones 4, carre 44 … but Min 6 is worth 24 and carre more: the best value wins.
    expect(naivePlayer.decide(low).decision).toEqual({ kind: 'write', column: 'free', category: 'carre' });
    const onlyUpper = throwsOf(
      realJamb(sheetWithFull('up')),
      [1, 1, 2, 1, 2],
      [1, 1, 2, 1, 2],
      [1, 1, 2, 1, 2],
    );
    expect(naivePlayer.decide(onlyUpper).decision).toEqual({
      kind: 'write',
      column: 'free',
      category: 'full',
    });
  });
});

describe('greedy', () => {
  it('keeps the dice of the best exact expectation among the open cells', () => {
    fc.assert(
      fc.property(diceArb, fc.boolean(), (dice, second) => {
        let state = throwsOf(realJamb(), dice);
        if (second) state = throwsOf(state, dice);
        const rollsLeft = second ? 1 : 2;
        const choice = greedyPlayer.decide(state).decision;
        const categories = openCategories(state);
        const best = expectations(dice, rollsLeft).best(categories);
        const keep = choice.kind === 'keep' ? choice.keep : dice;
        if (keep.length === 5) expect(choice.kind).toBe('write');
        const reached = keep.length === 5 ? best : expectations(dice, rollsLeft, keep).given(categories);
        expect(reached).toBeCloseTo(best, 9);
      }),
      { numRuns: 60 },
    );
  });

  it('announces only when forced, the category with the best expectation', () => {
    const free = throwsOf(realJamb(), [4, 4, 4, 1, 2]);
    expect(greedyPlayer.decide(free).decision.kind).toBe('keep');
    fc.assert(
      fc.property(diceArb, (dice) => {
        const forced = throwsOf(realJamb(sheetWithFull('down', 'up', 'free')), dice);
        const choice = greedyPlayer.decide(forced).decision;
        expect(choice.kind).toBe('announce');
        if (choice.kind !== 'announce') return;
        const all = legalJamb(forced).announce;
        expect(expectations(dice, 2).best([choice.category])).toBeCloseTo(expectations(dice, 2).best(all), 9);
      }),
      { numRuns: 30 },
    );
  });

  it('writes the best value now after the last roll', () => {
    const last = throwsOf(realJamb(), [2, 3, 4, 5, 6], [2, 3, 4, 5, 6], [2, 3, 4, 5, 6]);
    expect(greedyPlayer.decide(last).decision).toEqual({
      kind: 'write',
      column: 'free',
      category: 'straight',
    });
  });
});
