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
  strengthFromDistance,
} from './flick-math.ts';

const angle = fc.double({ min: -20, max: 20, noNaN: true });

describe('flick arithmetic', () => {
  it('measures directions as the physics contract does: 0 = +x, π/2 = +z', () => {
    expect(directionOf(1, 0)).toBeCloseTo(0);
    expect(directionOf(0, 1)).toBeCloseTo(Math.PI / 2);
    expect(directionOf(-1, 0)).toBeCloseTo(Math.PI);
    expect(directionOf(0, -1)).toBeCloseTo((3 * Math.PI) / 2);
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

  it('grows strength with the swipe length up to the hardest flick', () => {
    expect(strengthFromDistance(0, 0.15)).toBe(0);
    expect(strengthFromDistance(0.075, 0.15)).toBeCloseTo(0.5);
    expect(strengthFromDistance(1, 0.15)).toBe(1);
  });

  it('converts between on-screen and board directions for any turn of the board', () => {
    // Unturned, "away from the viewer" is −z and "to the right" is +x.
    expect(screenToBoardDirection(0, 0)).toBeCloseTo((3 * Math.PI) / 2);
    expect(screenToBoardDirection(90, 0)).toBeCloseTo(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), angle, (degrees, turn) => {
        expect(boardToScreenDegrees(screenToBoardDirection(degrees, turn), turn)).toBe(degrees);
        expect(normaliseAngle(screenToBoardDirection(degrees, turn))).toBeLessThan(2 * Math.PI);
      }),
    );
  });
});
