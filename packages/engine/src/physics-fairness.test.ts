import { describe, expect, it } from 'vitest';
import { chiSquareP5, flickToFaceAngle, tally } from './physics-fairness.ts';

describe('fairness statistics', () => {
  it('χ² tail with 5 degrees of freedom matches known quantiles', () => {
    expect(chiSquareP5(11.0705)).toBeCloseTo(0.05, 4);
    expect(chiSquareP5(15.0863)).toBeCloseTo(0.01, 4);
    expect(chiSquareP5(4.35146)).toBeCloseTo(0.5, 4);
    expect(chiSquareP5(0)).toBe(1);
  });

  it('a fair tally has χ² 0 and p 1; a lopsided one a tiny p', () => {
    expect(tally([10, 10, 10, 10, 10, 10])).toMatchObject({ flat: 60, chiSquare: 0, p: 1 });
    expect(tally([100, 0, 0, 0, 0, 0]).p).toBeLessThan(1e-10);
  });

  it('the flick-to-face angle folds every yaw and direction into 0…45°', () => {
    expect(flickToFaceAngle(0, 0)).toBe(0);
    expect(flickToFaceAngle(Math.PI / 2, 0)).toBeCloseTo(0, 12);
    expect(flickToFaceAngle(0.2, 0)).toBeCloseTo(0.2, 12);
    expect(flickToFaceAngle(-0.2, 0)).toBeCloseTo(0.2, 12);
    expect(flickToFaceAngle(Math.PI / 4, 0)).toBeCloseTo(Math.PI / 4, 12);
    expect(flickToFaceAngle(0.1, 0.3)).toBeCloseTo(0.4, 12);
  });
});
