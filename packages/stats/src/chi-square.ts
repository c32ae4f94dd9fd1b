// The χ² distribution, computed here so the app and the CLI give the same figures everywhere:
// the regularized incomplete gamma function (series and continued fraction, as in Numerical Recipes
// §6.2) and the noncentral χ² distribution for power calculations.

const EPSILON = 1e-14;
const MAX_ITERATIONS = 10_000;
const TINY = 1e-300;

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7; about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

function upperContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** P(a, x) = γ(a, x) / Γ(a), the regularized lower incomplete gamma function. */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  return x < a + 1 ? lowerSeries(a, x) : 1 - upperContinuedFraction(a, x);
}

/** Q(a, x) = 1 − P(a, x), computed directly in the tail so small p-values keep their digits. */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperContinuedFraction(a, x);
}

/** P(X ≤ x) for X ~ χ² with `df` degrees of freedom. */
export function chiSquareCdf(x: number, df: number): number {
  return regularizedGammaP(df / 2, x / 2);
}

/** The p-value of a χ² statistic: P(X ≥ x). */
export function chiSquarePValue(x: number, df: number): number {
  return regularizedGammaQ(df / 2, x / 2);
}

/** Solves f(x) = target for an increasing f on [low, high] by bisection. */
function solveIncreasing(f: (x: number) => number, target: number, low: number, high: number): number {
  let lo = low;
  let hi = high;
  while (f(hi) < target) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The critical value c with P(X ≥ c) = alpha. */
export function chiSquareCritical(alpha: number, df: number): number {
  return solveIncreasing((x) => chiSquareCdf(x, df), 1 - alpha, 0, df + 10);
}

/**
 * P(X ≤ x) for the noncentral χ² with `df` degrees of freedom and noncentrality λ: a Poisson(λ/2)
 * mixture of central χ² distributions with df + 2j degrees of freedom.
 */
export function noncentralChiSquareCdf(x: number, df: number, lambda: number): number {
  if (lambda === 0) return chiSquareCdf(x, df);
  const half = lambda / 2;
  const last = Math.ceil(half + 12 * Math.sqrt(half) + 30);
  let total = 0;
  for (let j = 0; j <= last; j++) {
    const weight = Math.exp(-half + j * Math.log(half) - logGamma(j + 1));
    total += weight * regularizedGammaP(df / 2 + j, x / 2);
  }
  return total;
}

/** The noncentrality at which a χ² test at level `alpha` rejects with probability `power`. */
export function noncentralityForPower(alpha: number, power: number, df: number): number {
  const critical = chiSquareCritical(alpha, df);
  return solveIncreasing((lambda) => 1 - noncentralChiSquareCdf(critical, df, lambda), power, 0, 50);
}
