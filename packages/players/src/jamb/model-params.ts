// Learned by scripts/tune-jamb.ts from seeded games of the advisor; starting guesses until then.
import type { JambModel } from './model.ts';

const binomial = (p: number) =>
  [0, 1, 2, 3, 4, 5].map((k) => [1, 5, 10, 10, 5, 1][k]! * p ** k * (1 - p) ** (5 - k));
const upper = [1, 2, 3, 4, 5, 6].map(() => binomial(0.55));
const mean = { max: 25, min: 9, trips: 25, straight: 28, full: 35, carre: 30, jamb: 25 };

export const JAMB_MODEL: JambModel = {
  upper: { down: upper, up: upper, free: upper, announced: upper },
  mean: { down: mean, up: mean, free: mean, announced: mean },
};
