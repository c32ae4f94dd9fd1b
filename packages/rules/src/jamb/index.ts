// The Jamb rules: categories, scoring, the sheet, the game reducer and log replay.
export {
  type JambAction,
  type JambActionType,
  validateJambAction,
} from './actions.ts';
export {
  CELLS_PER_SHEET,
  isJambCategory,
  isJambColumn,
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambCategory,
  type JambColumn,
  LOWER_CATEGORIES,
  UPPER_CATEGORIES,
} from './categories.ts';
export {
  createJambGame,
  type JambErrorCode,
  type JambLegalActions,
  type JambState,
  type JambWriteOption,
  legalJambActions,
  previewScore,
} from './game.ts';
export {
  DEFAULT_JAMB_OPTIONS,
  JAMB_OPTION_IDS,
  type JambOptions,
  validateJambOptions,
} from './options.ts';
export type { JambLog } from './replay.ts';
export type { JambColumnReport, JambRankingEntry, JambReport } from './report.ts';
export { type JambCell, type JambRefusalCode, jambRules, openCells } from './rules.ts';
export { scoreCategory } from './scoring.ts';
export {
  type JambDiceMode,
  type JambPlayer,
  type JambSetup,
  type JambSetupErrorCode,
  MAX_JAMB_PLAYERS,
  MAX_NAME_LENGTH,
  MIN_JAMB_PLAYERS,
  validateJambSetup,
} from './setup.ts';
export {
  columnTotals,
  emptySheet,
  filledCount,
  isCellOpen,
  isColumnFull,
  isFilled,
  isSheetFull,
  type JambColumnCells,
  type JambColumnTotals,
  type JambSheet,
  type JambSheetTotals,
  jambSheetTotals,
  mustAnnounce,
} from './sheet.ts';
