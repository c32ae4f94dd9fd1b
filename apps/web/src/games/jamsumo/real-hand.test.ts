import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impreciseFlick } from './real-hand.ts';

const aimed = { die: 3, direction: 1.2, strength: 0.5, height: 0.4 };

describe('a real hand', () => {
  it('makes the flick as aimed when steady, and the same flick from the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0, max: 1, noNaN: true }), (seed, spread) => {
        expect(impreciseFlick(aimed, { spread: 0, seed })).toEqual(aimed);
        expect(impreciseFlick(aimed, { spread, seed })).toEqual(impreciseFlick(aimed, { spread, seed }));
        const made = impreciseFlick({ ...aimed, strength: 1, height: 0 }, { spread, seed });
        expect(made.die).toBe(3);
        expect(made.strength).toBeGreaterThanOrEqual(0);
        expect(made.strength).toBeLessThanOrEqual(1);
        expect(made.height).toBeGreaterThanOrEqual(0);
        expect(made.height).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('strays about 6° (one standard deviation) for a real hand, and proportionally less for a steadier one', () => {
    const spreadOf = (spread: number) => {
      const errors = Array.from(
        { length: 4000 },
        (_, seed) => impreciseFlick(aimed, { spread, seed }).direction - 1.2,
      );
      const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
      return Math.sqrt(errors.reduce((a, b) => a + (b - mean) ** 2, 0) / errors.length);
    };
    expect(spreadOf(1)).toBeGreaterThan(0.09);
    expect(spreadOf(1)).toBeLessThan(0.11);
    expect(spreadOf(0.35) / spreadOf(1)).toBeCloseTo(0.35, 1);
  });
});
