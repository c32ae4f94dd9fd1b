// The review of a recorded game: what each person's decisions cost against the advisor's best choice.
export { jambOptions, reviewJambDecisions } from './jamb.ts';
export { recordJambGame, recordYamGame } from './recorded-games.ts';
export { canReview, REVIEWERS, type ReviewOptions, reviewReplayed } from './registry.ts';
export {
  costliestOf,
  type GameReview,
  type ReviewedDecision,
  type ReviewedPlayer,
  type ReviewOption,
  type ReviewUnit,
} from './types.ts';
export { reviewYamDecisions, yamOptionValues } from './yam-master.ts';
export { WIN_CURVES, winPercent } from './yam-master-calibration.ts';
