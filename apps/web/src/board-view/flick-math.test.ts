import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  angleDelta,
  boardToScreenDegrees,
  directionOf,
  heightFromOffset,
  heightKind,
  normaliseAngle,
  screenToBoardDirection,
  strengthFromPull,
} from './flick-math.ts';

const angle = fc.double({ min: -20, max: 20, noNaN: true });

describe('flick arithmetic', () => {
  it('measures directions as the physics contract does: 0 = +x, π/2 = +z', () => {
    expect(directionOf(1, 0)).toBeCloseTo(0);
    expect(directionOf(0, 1)).toBeCloseTo(Math.PI / 2);
    expect(directionOf(-1, 0)).toBeCloseTo(Math.PI);
    expect(directionOf(0, -1)).toBeCloseTo((3 * Math.PI) / 2);
  });

  it('keeps every angle in [0, 2π), with no −0 for the screen to write', () => {
    expect(normaliseAngle(-0)).toBe(0);
    expect(normaliseAngle(-2 * Math.PI)).toBe(0);
    expect(normaliseAngle(-1e-17)).toBe(0);
    fc.assert(
      fc.property(angle, (a) => {
        const n = normaliseAngle(a);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(2 * Math.PI);
        expect(Object.is(n, -0)).toBe(false);
        expect(Math.cos(n)).toBeCloseTo(Math.cos(a), 9);
      }),
    );
  });

  it('wraps angle differences to the shorter way round', () => {
    fc.assert(
      fc.property(angle, angle, (a, b) => {
        const d = angleDelta(a, b);
        expect(d).toBeGreaterThan(-Math.PI - 1e-9);
        expect(d).toBeLessThanOrEqual(Math.PI + 1e-9);
        expect(Math.cos(a + d)).toBeCloseTo(Math.cos(b), 9);
        expect(Math.sin(a + d)).toBeCloseTo(Math.sin(b), 9);
      }),
    );
  });

  it('maps the touch point low on the die to a slide and high to a tumble', () => {
    expect(heightFromOffset(20, 20)).toBe(0);
    expect(heightFromOffset(0, 20)).toBe(0.5);
    expect(heightFromOffset(-20, 20)).toBe(1);
    expect(heightFromOffset(-200, 20)).toBe(1);
    expect(heightKind(heightFromOffset(15, 20))).toBe('slide');
    expect(heightKind(heightFromOffset(-15, 20))).toBe('tumble');
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 50, noNaN: true }),
        (y, reach) => {
          const h = heightFromOffset(y, reach);
          expect(h).toBeGreaterThanOrEqual(0);
          expect(h).toBeLessThanOrEqual(1);
          // Higher on screen (smaller y) never gives a lower push.
          expect(heightFromOffset(y - 1, reach)).toBeGreaterThanOrEqual(h);
        },
      ),
    );
  });

  it('grows strength with the pull, gently at first, up to the hardest flick', () => {
    expect(strengthFromPull(0, 0.15)).toBe(0);
    expect(strengthFromPull(-0.01, 0.15)).toBe(0);
    // Half the pull, a quarter of the strength (and of the slide); a tenth of it, a hundredth.
    expect(strengthFromPull(0.075, 0.15)).toBeCloseTo(0.25);
    expect(strengthFromPull(0.015, 0.15)).toBeCloseTo(0.01);
    expect(strengthFromPull(0.15, 0.15)).toBe(1);
    expect(strengthFromPull(1, 0.15)).toBe(1);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (a, b) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          const weak = strengthFromPull(short, 0.15);
          const strong = strengthFromPull(long, 0.15);
          expect(strong).toBeGreaterThanOrEqual(weak);
          // Never steeper than a straight line at the low end: a short pull is at most its share of the full one.
          expect(weak).toBeLessThanOrEqual(Math.min(short / 0.15, 1));
        },
      ),
    );
  });

  it('measures directions with the engine’s own arithmetic, the same in every browser', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (dx, dz) => {
          fc.pre(Math.abs(dx) + Math.abs(dz) > 1e-6);
          const d = directionOf(dx, dz);
          expect(Math.cos(d) * dz - Math.sin(d) * dx).toBeCloseTo(0, 9);
          expect(Math.cos(d) * dx + Math.sin(d) * dz).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('converts between on-screen and board directions for any turn of the board', () => {
    // Unturned, "away from the viewer" is −z and "to the right" is +x.
    expect(screenToBoardDirection(0, 0)).toBeCloseTo((3 * Math.PI) / 2);
    expect(screenToBoardDirection(90, 0)).toBeCloseTo(0);
    // A whole turn and a quarter: the way back lands on −0 before it is made 0.
    expect(boardToScreenDegrees(screenToBoardDirection(0, 2.5 * Math.PI), 2.5 * Math.PI)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), angle, (degrees, turn) => {
        expect(boardToScreenDegrees(screenToBoardDirection(degrees, turn), turn)).toBe(degrees);
        expect(normaliseAngle(screenToBoardDirection(degrees, turn))).toBeLessThan(2 * Math.PI);
      }),
    );
  });
});
