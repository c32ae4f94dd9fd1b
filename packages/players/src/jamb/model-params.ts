// The advisor's sheet model: per column, the chance that an open upper cell ends with 0…5 dice of its
// face (binomial, each die showing it with chance 0.55 after a turn played for it) and the worth of the
// other open cells. Starting guesses corrected on seeded games (scripts/search-jamb.ts and paired runs):
// Jamb cells are worth far less than their score (10, not 25) — played for too often, they waste turns —
// and a Straight is worth what it scores in each column under the advisor's play. On top of this
// hand-written value, a correction fitted to the advisor's own play (model-fit.generated.ts, made by
// scripts/fit-jamb-value.ts) makes it the sheet's expected final total under that play.
import type { JambModel } from './model.ts';
import { JAMB_FIT } from './model-fit.generated.ts';

/** The chance of 0…5 of five dice, each with chance 0.55: 0.45^5, 5·0.55·0.45^4, … */
const UPPER_COUNTS = [0.0184528125, 0.1127671875, 0.275653125, 0.336909375, 0.2058890625, 0.0503284375];
const upper = [1, 2, 3, 4, 5, 6].map(() => UPPER_COUNTS);
const mean = { max: 25, min: 9, trips: 25, full: 35, carre: 30 };

/** The hand-written model alone, without the fitted correction (what scripts/fit-jamb-value.ts fits on). */
export const JAMB_BASE_MODEL: JambModel = {
  upper: { down: upper, up: upper, free: upper, announced: upper },
  mean: {
    down: { ...mean, straight: 17, jamb: 10 },
    // Up opens with Jamb: valued low, it is written early and the column opens.
    up: { ...mean, straight: 19, jamb: 5 },
    free: { ...mean, straight: 36, jamb: 10 },
    announced: { ...mean, straight: 24, jamb: 10 },
  },
};

/** The advisor's and the review's model: the hand-written value and its correction fitted to the advisor's play. */
export const JAMB_MODEL: JambModel = JAMB_FIT ? { ...JAMB_BASE_MODEL, fit: JAMB_FIT } : JAMB_BASE_MODEL;
