// From the hard player's board evaluation to a chance to win. The evaluation (yam-master/hard.ts) is in
// its own units; over seeded games of the hard player against each level, the share of games won by the
// seat whose evaluation after its turn was E follows a logistic curve 1 / (1 + e^-(E + shift) / scale).
// Fitted by scripts/calibrate-yam-review.ts 400 45 (maximum likelihood over 15,500–17,150 decisions a
// level; the hard player won 94% against easy, 71% against medium, 49.9% against itself).
import type { YamLevel } from '../yam-master/levels.ts';

export interface WinCurve {
  readonly scale: number;
  readonly shift: number;
}

export const WIN_CURVES: Readonly<Record<YamLevel, WinCurve>> = {
  easy: { scale: 125, shift: 235 },
  medium: { scale: 150, shift: 65 },
  hard: { scale: 105, shift: -10 },
};

/** The chance to win, in percent, of a seat whose board evaluation after its turn is `evaluation`. */
export function winPercent(evaluation: number, opponent: YamLevel, curves = WIN_CURVES): number {
  const { scale, shift } = curves[opponent];
  return 100 / (1 + Math.exp(-(evaluation + shift) / scale));
}
