import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atan, atan2, cos, hypot, PI, sin } from './deterministic-math.ts';

const ulps = (a: number, b: number) =>
  Math.abs(a - b) / Math.max(Number.EPSILON * Math.abs(b), Number.MIN_VALUE);

describe('our own trigonometry', () => {
  it('agrees with the host to within a few units in the last place', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), (x) => {
        expect(Math.abs(sin(x) - Math.sin(x))).toBeLessThan(4e-16 * Math.max(1, Math.abs(x) / 1e3));
        expect(Math.abs(cos(x) - Math.cos(x))).toBeLessThan(4e-16 * Math.max(1, Math.abs(x) / 1e3));
        expect(ulps(atan(x), Math.atan(x))).toBeLessThanOrEqual(2);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (y, x) => {
          expect(Math.abs(atan2(y, x) - Math.atan2(y, x))).toBeLessThan(1e-15);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gets the special angles and quadrants right', () => {
    expect(sin(0)).toBe(0);
    expect(cos(0)).toBe(1);
    expect(sin(PI / 2)).toBe(1);
    expect(Math.abs(cos(PI / 2))).toBeLessThan(1e-16);
    expect(cos(PI)).toBe(-1);
    expect(atan2(0, -1)).toBe(PI);
    expect(atan2(-1, 0)).toBe(-PI / 2);
    expect(atan2(1, 1)).toBe(PI / 4);
    expect(atan2(-1, -1)).toBe((-3 * PI) / 4);
    expect(Number.isNaN(sin(Number.POSITIVE_INFINITY))).toBe(true);
    expect(hypot(3, 4)).toBe(5);
  });
});
