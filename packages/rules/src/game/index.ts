// `@dicetable/rules/game`: the one game interface, the rules of every game behind it, and what is the
// same for all games — opening and replaying logs, undo.
export { type JambCell, type JambRefusalCode, jambRules, openCells } from '../jamb/rules.ts';
export { type JamSumoRefusalCode, jamSumoRules } from '../jamsumo/rules.ts';
export { type YamRefusalCode, yamMasterRules } from '../yam-master/rules.ts';
export { type BurnAction, countMoves, isBurn, type LogAction, MAX_BURNED_DRAWS } from './burn.ts';
export {
  COMPUTER_LEVELS,
  type ComputerLevel,
  computerSeatsOf,
  readComputerLevel,
} from './computer-seats.ts';
export type {
  AnyGameRules,
  GameResult,
  GameRules,
  GameSummary,
  Placing,
  Result,
  RuleError,
} from './game-rules.ts';
export {
  type Admission,
  admitGame,
  GATE_REFUSAL_CODES,
  type GateOptions,
  type GateRefusal,
  type GateRefusalCode,
} from './gate.ts';
export { GAME_RULES, type GameRulesOf, gameRules } from './registry.ts';
export {
  type AnyGameReplay,
  GAME_LOG_REFUSAL_CODES,
  type GameLogRefusal,
  type GameLogRefusalCode,
  type GameReplay,
  type LogRefusalCode,
  openGameLog,
  openWith,
  type ReplayOptions,
  replayGameLog,
  replayWith,
} from './replay.ts';
export { type GameReport, gameReport, type ReportFacts } from './report.ts';
export {
  continuesPast,
  gameKey,
  hasSecret,
  pastOf,
  playedOn,
  recordedLog,
  samePast,
  seatsKey,
  setupWithoutSecret,
  withoutSecret,
  withSecret,
} from './secret.ts';
export { type SeenThrow, throwsAgree, throwsSeen } from './throws.ts';
export {
  canUndo,
  lastMoveIndex,
  type UndoCheck,
  type UndoKind,
  type Undone,
  type UndoOptions,
  type UndoRefusal,
  undoCheck,
  undoCheckAt,
  undoLastAction,
} from './undo.ts';
