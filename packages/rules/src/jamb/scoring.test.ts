import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allMultisets, faceCounts, sum } from '../dice/multiset.ts';
import { JAMB_CATEGORIES, type JambCategory } from './categories.ts';
import { DEFAULT_JAMB_OPTIONS } from './options.ts';
import { scoreCategory } from './scoring.ts';

const dice = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 });

describe('scoreCategory', () => {
  it.each<[JambCategory, number[], number]>([
    ['twos', [2, 2, 2, 4, 6], 6],
    ['ones', [2, 3, 4, 5, 6], 0],
    ['sixes', [6, 6, 1, 6, 6], 24],
    ['max', [6, 6, 5, 5, 4], 26],
    ['min', [1, 1, 2, 1, 2], 7],
    ['trips', [4, 4, 4, 1, 2], 22],
    ['trips', [6, 6, 6, 6, 6], 28],
    ['trips', [5, 5, 1, 2, 3], 0],
    ['straight', [5, 4, 3, 2, 1], 35],
    ['straight', [2, 3, 4, 5, 6], 45],
    ['straight', [1, 2, 3, 4, 6], 0],
    ['full', [3, 3, 3, 5, 5], 49],
    ['full', [5, 5, 5, 5, 5], 0],
    ['full', [2, 2, 2, 2, 5], 0],
    ['carre', [6, 6, 6, 6, 2], 64],
    ['carre', [1, 1, 1, 1, 1], 44],
    ['carre', [1, 1, 1, 2, 2], 0],
    ['jamb', [5, 5, 5, 5, 5], 75],
    ['jamb', [5, 5, 5, 5, 4], 0],
  ])('%s of %j scores %i', (category, roll, expected) => {
    expect(scoreCategory(category, roll)).toBe(expected);
  });

  it('applies the house rules only when switched on', () => {
    const house = { ...DEFAULT_JAMB_OPTIONS, straightByRoll: true, tripsBonus20: true };
    expect(scoreCategory('straight', [1, 2, 3, 4, 5], house, 1)).toBe(66);
    expect(scoreCategory('straight', [2, 3, 4, 5, 6], house, 2)).toBe(56);
    expect(scoreCategory('straight', [2, 3, 4, 5, 6], house, 3)).toBe(46);
    expect(scoreCategory('straight', [2, 3, 4, 5, 5], house, 1)).toBe(0);
    expect(scoreCategory('trips', [4, 4, 4, 1, 2], house)).toBe(32);
    expect(scoreCategory('straight', [2, 3, 4, 5, 6], DEFAULT_JAMB_OPTIONS, 1)).toBe(45);
  });

  it('does not depend on the order of the dice', () => {
    fc.assert(
      fc.property(dice, fc.constantFrom(...JAMB_CATEGORIES), (roll, category) => {
        const reversed = [...roll].reverse();
        expect(scoreCategory(category, reversed)).toBe(scoreCategory(category, roll));
      }),
    );
  });

  it('keeps every score within its category’s bounds', () => {
    fc.assert(
      fc.property(dice, (roll) => {
        const counts = faceCounts(roll);
        for (let face = 1; face <= 6; face++) {
          expect(scoreCategory(JAMB_CATEGORIES[face - 1]!, roll)).toBe(face * counts[face]!);
        }
        expect(scoreCategory('max', roll)).toBe(sum(roll));
        expect(scoreCategory('min', roll)).toBe(sum(roll));
        const top = Math.max(...counts);
        expect(scoreCategory('trips', roll) > 0).toBe(top >= 3);
        expect(scoreCategory('carre', roll) > 0).toBe(top >= 4);
        expect(scoreCategory('jamb', roll) > 0).toBe(top === 5);
        const full = scoreCategory('full', roll);
        expect(full > 0).toBe(counts.includes(3) && counts.slice(1).includes(2));
        if (full > 0) expect(full).toBe(sum(roll) + 30);
      }),
    );
  });

  it('a carre that is also trips scores more as carre, and a jamb is also a carre', () => {
    for (const multiset of allMultisets(5)) {
      const carre = scoreCategory('carre', multiset);
      if (carre > 0) expect(carre).toBeGreaterThan(scoreCategory('trips', multiset));
      if (scoreCategory('jamb', multiset) > 0) expect(carre).toBeGreaterThan(0);
    }
  });

  it('exactly 2 × 120 orderings make a straight', () => {
    let straights = 0;
    for (let code = 0; code < 6 ** 5; code++) {
      const roll = [0, 1, 2, 3, 4].map((i) => (Math.floor(code / 6 ** i) % 6) + 1);
      if (scoreCategory('straight', roll) > 0) straights++;
    }
    expect(straights).toBe(240);
  });
});
