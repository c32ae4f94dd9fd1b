import { describe, expect, it } from 'vitest';
import {
  holdMask,
  KEEP_CHANCES,
  KEEPS,
  OUTCOME_COUNT,
  OUTCOME_PROBABILITY,
  OUTCOMES,
  outcomeIndex,
  REROLL_KEEPS,
} from './keeps.ts';

describe('dice tables', () => {
  it('has the 252 outcomes of five dice and the 462 keeps, each a distribution', () => {
    expect(OUTCOME_COUNT).toBe(252);
    expect(KEEPS).toHaveLength(462);
    expect(OUTCOME_PROBABILITY.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (const chances of KEEP_CHANCES) expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(OUTCOME_PROBABILITY[outcomeIndex([6, 6, 6, 6, 6])]).toBeCloseTo(1 / 7776, 15);
  });

  it('lists every proper keep of an outcome once', () => {
    expect(REROLL_KEEPS[outcomeIndex([1, 2, 3, 4, 5])]).toHaveLength(31);
    expect(REROLL_KEEPS[outcomeIndex([4, 4, 4, 4, 4])]).toHaveLength(5);
    expect(OUTCOMES[outcomeIndex([5, 1, 3, 1, 2])]).toEqual([1, 1, 2, 3, 5]);
  });

  it('holds the dice already held where it can', () => {
    expect(holdMask([3, 5, 3, 2, 3], [3, 3])).toEqual([true, false, true, false, false]);
    expect(holdMask([3, 5, 3, 2, 3], [3, 3], [false, false, false, false, true])).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});
