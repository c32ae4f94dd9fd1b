import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepLikeliest } from './told-count.ts';
import type { DiceReading, DieValue } from './types.ts';

const reading = fc.record({
  value: fc.integer({ min: 1, max: 6 }).map((v) => v as DieValue),
  box: fc.tuple(fc.nat(600), fc.nat(600), fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 90 })),
  confidence: fc.integer({ min: 0, max: 1000 }).map((c) => c / 1000),
}) as fc.Arbitrary<DiceReading>;

describe('keepLikeliest', () => {
  it('keeps the likeliest dice in their order and puts every other reading aside, likeliest first', () => {
    fc.assert(
      fc.property(fc.array(reading, { maxLength: 12 }), fc.nat(14), (readings, count) => {
        const { dice, others } = keepLikeliest(readings, count);
        expect(dice).toHaveLength(Math.min(count, readings.length));
        expect(dice.length + others.length).toBe(readings.length);
        // Every reading is in exactly one of the two.
        expect(new Set([...dice, ...others])).toEqual(new Set(readings));
        // The dice keep the order they came in.
        expect(dice).toEqual(readings.filter((die) => dice.includes(die)));
        for (let i = 1; i < others.length; i++) {
          expect(others[i - 1]!.confidence).toBeGreaterThanOrEqual(others[i]!.confidence);
        }
        const least = Math.min(...dice.map((die) => die.confidence));
        for (const other of others) expect(other.confidence).toBeLessThanOrEqual(least);
      }),
    );
  });

  it('of two equally likely readings keeps the one read first', () => {
    const a: DiceReading = { value: 2, box: [0, 0, 10, 10], confidence: 0.5 };
    const b: DiceReading = { value: 3, box: [50, 0, 10, 10], confidence: 0.5 };
    expect(keepLikeliest([a, b], 1)).toEqual({ dice: [a], others: [b] });
  });

  it('refuses a count that is not a whole number of dice', () => {
    expect(() => keepLikeliest([], -1)).toThrow(RangeError);
    expect(() => keepLikeliest([], 1.5)).toThrow(RangeError);
  });
});
