// The JamSumo rules: setup, the reducer over settled flick outcomes, scoring, logs.
export * from './log.ts';
// The reducer is the rules' own: everything else applies actions through `jamSumoRules.apply`.
export {
  type ActionErrorCode,
  checkMove,
  currentKind,
  currentMarker,
  diceToSettle,
  type LegalAction,
  legalActions,
} from './reducer.ts';
export type { JamSumoReport } from './report.ts';
export * from './rules.ts';
export * from './scoring.ts';
export * from './setup.ts';
export * from './types.ts';
