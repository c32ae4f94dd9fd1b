// The fair-dice check: are the six faces of a set of real dice equally likely? Pearson's χ² test of the
// face counts against 1/6 each (5 degrees of freedom), a verdict as data (the app and the CLI word it),
// and how many throws would reveal a die that favours one face by 2 percentage points.
import { chiSquarePValue, noncentralityForPower } from './chi-square.ts';

/** The level below which a p-value counts as a sign of bias; strict, so fair dice are rarely accused. */
export const SIGNIFICANCE = 0.01;
/** The chance the check should have of revealing a bias that is there. */
export const POWER = 0.8;
/** The bias the throws-needed figure is about: one face 2 percentage points more likely than 1/6. */
export const BIAS = 0.02;
/** χ² needs at least 5 expected throws per face to be trusted. */
export const MIN_THROWS = 30;
const DEGREES_OF_FREEDOM = 5;

export type DiceVerdict =
  | { readonly kind: 'too-few'; readonly needed: number }
  | { readonly kind: 'no-sign' }
  /** `face` (1–6) strays furthest from its expected count, in `direction`. */
  | { readonly kind: 'biased'; readonly face: number; readonly direction: 'often' | 'rarely' };

export interface DiceCheck {
  readonly throws: number;
  /** Counts of ones … sixes. */
  readonly faces: readonly number[];
  readonly chi2: number;
  readonly p: number;
  readonly verdict: DiceVerdict;
  /** Throws the check would need in all to reveal a 2-point bias on one face, with 80 % power. */
  readonly throwsToRevealBias: number;
  /** How many more throws than these that is (0 once there are enough). */
  readonly moreThrowsToRevealBias: number;
}

/** Pearson's χ² of the counts against equal chances. */
export function chiSquareOfFaces(faces: readonly number[]): number {
  const throws = faces.reduce((sum, n) => sum + n, 0);
  if (throws === 0) return 0;
  const expected = throws / faces.length;
  return faces.reduce((sum, n) => sum + ((n - expected) * (n - expected)) / expected, 0);
}

/**
 * Throws needed so that the χ² test at SIGNIFICANCE rejects fair dice with probability POWER when one
 * face has chance 1/6 + bias and the other five share the rest equally. Under that alternative the
 * statistic is noncentral χ² with λ = n · w², where w² = Σ (pᵢ − 1/6)² / (1/6) = 6 · (bias² + bias²/5)
 * is Cohen's effect size; n is the smallest whole number of throws with n · w² ≥ the λ giving that power.
 */
export function throwsToReveal(bias = BIAS, alpha = SIGNIFICANCE, power = POWER): number {
  const effect = 6 * (bias * bias + (bias * bias) / 5);
  return Math.ceil(noncentralityForPower(alpha, power, DEGREES_OF_FREEDOM) / effect);
}

function verdictOf(faces: readonly number[], throws: number, p: number): DiceVerdict {
  if (throws < MIN_THROWS) return { kind: 'too-few', needed: MIN_THROWS - throws };
  if (p >= SIGNIFICANCE) return { kind: 'no-sign' };
  const expected = throws / 6;
  let face = 0;
  for (let i = 1; i < 6; i++) {
    if (Math.abs(faces[i]! - expected) > Math.abs(faces[face]! - expected)) face = i;
  }
  return { kind: 'biased', face: face + 1, direction: faces[face]! > expected ? 'often' : 'rarely' };
}

let revealCache: number | undefined;

export function checkDice(faces: readonly number[]): DiceCheck {
  const throws = faces.reduce((sum, n) => sum + n, 0);
  const chi2 = chiSquareOfFaces(faces);
  const p = throws === 0 ? 1 : chiSquarePValue(chi2, DEGREES_OF_FREEDOM);
  revealCache ??= throwsToReveal();
  return {
    throws,
    faces: [...faces],
    chi2,
    p,
    verdict: verdictOf(faces, throws, p),
    throwsToRevealBias: revealCache,
    moreThrowsToRevealBias: Math.max(0, revealCache - throws),
  };
}
