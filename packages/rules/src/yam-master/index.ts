// Yam Master: the public API of the rules core.
export type { YamAction, YamActionType } from './actions.ts';
export { type FigureContext, figuresOf, isYam, nonBrelanFigures } from './figures.ts';
export {
  canDeclareDefi,
  canRemove,
  defiFailed,
  defiLost,
  initialState,
  legalActions,
  type PlayerIndex,
  placeableSquares,
  qualifyingLabels,
  type TurnRecord,
  type YamError,
  type YamErrorCode,
  type YamResult,
  type YamState,
} from './game.ts';
export {
  BRELAN_LABELS,
  type BrelanLabel,
  compareLabels,
  FIGURE_LABELS,
  isLabel,
  LABELS,
  type Label,
  sortLabels,
} from './labels.ts';
export {
  BOARD_SIZE,
  DEFAULT_LAYOUT,
  flattenLayout,
  type Layout,
  SQUARES,
  squareColumn,
  squareIndex,
  squareRow,
  validateLayout,
} from './layout.ts';
export {
  type Line,
  type Owner,
  pointsOf,
  type Run,
  runPoints,
  SCORING_LINES,
  scoringRuns,
  WINNING_LINES,
  winningLine,
} from './lines.ts';
export { newYamLog, type YamLog } from './replay.ts';
export type { YamReport } from './report.ts';
export { type YamRefusalCode, yamMasterRules } from './rules.ts';
export {
  type DiceMode,
  layoutOf,
  PALETTE_SIZE,
  PLAYER_COUNT,
  type SetupErrorCode,
  TOKENS_PER_PLAYER,
  validateSetup,
  type YamPlayer,
  type YamSetup,
} from './setup.ts';
