import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chiSquareCdf,
  chiSquareCritical,
  chiSquarePValue,
  logGamma,
  noncentralChiSquareCdf,
  noncentralityForPower,
  regularizedGammaP,
  regularizedGammaQ,
} from './chi-square.ts';

// Critical values of the χ² distribution as printed in statistical tables (NIST/SEMATECH e-Handbook,
// table 1.3.6.7.4): the value exceeded with probability p.
const TABLE: [df: number, p: number, critical: number][] = [
  [1, 0.05, 3.841],
  [1, 0.01, 6.635],
  [1, 0.001, 10.828],
  [5, 0.1, 9.236],
  [5, 0.05, 11.07],
  [5, 0.025, 12.833],
  [5, 0.01, 15.086],
  [5, 0.001, 20.515],
  [10, 0.05, 18.307],
  [10, 0.01, 23.209],
  [10, 0.001, 29.588],
];

describe('χ² distribution', () => {
  it.each(TABLE)('df %i: P(X ≥ critical) is the table’s p = %f', (df, p, critical) => {
    // The table rounds the critical value to 3 decimals; the p-value moves accordingly little.
    expect(chiSquarePValue(critical, df)).toBeCloseTo(p, p >= 0.01 ? 4 : 5);
    expect(chiSquareCritical(p, df)).toBeCloseTo(critical, 2);
  });

  it('knows the median of χ² with 5 degrees of freedom and the exact case of 2', () => {
    expect(chiSquareCdf(4.35146, 5)).toBeCloseTo(0.5, 5);
    // With 2 degrees of freedom P(X ≥ x) = e^(−x/2).
    expect(chiSquarePValue(6, 2)).toBeCloseTo(Math.exp(-3), 12);
    expect(chiSquarePValue(0, 5)).toBe(1);
  });

  it('has ln Γ and the incomplete gamma right at known points', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(regularizedGammaP(1, 2)).toBeCloseTo(1 - Math.exp(-2), 12);
  });

  it('P and Q add up to one, and p-values fall as χ² grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 40, noNaN: true }),
        fc.double({ min: 0.01, max: 80, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        (a, x, step) => {
          expect(regularizedGammaP(a, x) + regularizedGammaQ(a, x)).toBeCloseTo(1, 10);
          expect(chiSquarePValue(x + step, 5)).toBeLessThanOrEqual(chiSquarePValue(x, 5));
        },
      ),
    );
  });

  it('the noncentral distribution reduces to the central one and gives Cohen’s λ for 80 % power', () => {
    expect(noncentralChiSquareCdf(11.07, 5, 0)).toBeCloseTo(0.95, 4);
    // Cohen (1988), table 7.4.15: u = 5, a = .05, power .80 → λ = 12.83.
    expect(noncentralityForPower(0.05, 0.8, 5)).toBeCloseTo(12.83, 2);
    // And u = 1: the familiar (1.96 + 0.8416)² = 7.85.
    expect(noncentralityForPower(0.05, 0.8, 1)).toBeCloseTo(7.85, 2);
  });
});
