import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldValues, holdPositions } from './hold-positions.ts';

describe('hold positions', () => {
  it('lights up dice held already before others of the same value', () => {
    expect(holdPositions([2, 6, 2, 4, 2], [2, 2], [false, false, true, false, false])).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('keeps exactly the values of the hold when they are all on the table', () => {
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(
        fc.array(die, { minLength: 5, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (dice, pick, held) => {
          const hold = dice.filter((_, i) => pick[i]);
          const keep = holdPositions(dice, hold, held);
          expect(heldValues(dice, keep).sort()).toEqual([...hold].sort());
        },
      ),
    );
  });
});
