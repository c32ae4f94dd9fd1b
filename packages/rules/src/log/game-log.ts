// The one file format for saving, exporting, importing and replaying a game: the setup, the house
// rules and every action in order. Replaying the actions through the rules reproduces the game.
import { fail, ok, type Result } from '../result.ts';

export const GAME_LOG_FORMAT = 'dicetable-game-log';
export const GAME_LOG_VERSION = 1;

export const GAME_IDS = ['jamb', 'yam-master', 'jamsumo'] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface GameLog<Setup = unknown, Action = unknown> {
  readonly format: typeof GAME_LOG_FORMAT;
  readonly version: number;
  readonly game: GameId;
  readonly createdAt: string;
  readonly setup: Setup;
  readonly actions: readonly Action[];
}

export const LOG_ERROR_CODES = [
  'log-not-json',
  'log-foreign',
  'log-newer-version',
  'log-bad-version',
  'log-unknown-game',
  'log-malformed',
] as const;
export type LogErrorCode = (typeof LOG_ERROR_CODES)[number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the envelope shared by every game; each game's module checks its own setup and actions. */
export function parseGameLog(text: string): Result<GameLog, LogErrorCode> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('log-not-json', 'This file is not a Dicetable game: it is not valid JSON.');
  }
  return validateGameLog(data);
}

export function validateGameLog(data: unknown): Result<GameLog, LogErrorCode> {
  if (!isObject(data) || data.format !== GAME_LOG_FORMAT) {
    return fail('log-foreign', 'This file is not a Dicetable game log.');
  }
  if (!Number.isInteger(data.version) || (data.version as number) < 1) {
    return fail('log-bad-version', 'This game log has no valid version number.');
  }
  if ((data.version as number) > GAME_LOG_VERSION) {
    return fail(
      'log-newer-version',
      `This game log was written by a newer Dicetable (format ${data.version}); this one reads up to ${GAME_LOG_VERSION}.`,
    );
  }
  if (!GAME_IDS.includes(data.game as GameId)) {
    return fail('log-unknown-game', `This game log is for an unknown game: ${String(data.game)}.`);
  }
  if (typeof data.createdAt !== 'string' || !isObject(data.setup) || !Array.isArray(data.actions)) {
    return fail('log-malformed', 'This game log is damaged: setup or actions are missing.');
  }
  return ok(data as unknown as GameLog);
}

export function createGameLog<Setup, Action>(
  game: GameId,
  setup: Setup,
  createdAt = new Date(),
): GameLog<Setup, Action> {
  return {
    format: GAME_LOG_FORMAT,
    version: GAME_LOG_VERSION,
    game,
    createdAt: createdAt.toISOString(),
    setup,
    actions: [],
  };
}

export function appendAction<Setup, Action>(
  log: GameLog<Setup, Action>,
  action: Action,
): GameLog<Setup, Action> {
  return { ...log, actions: [...log.actions, action] };
}

/**
 * The log without its last entry. The app's undo uses `undoLastAction` (game/undo.ts) instead, which
 * takes back decisions only: a throw of the app's dice stands.
 */
export function dropLastAction<Setup, Action>(log: GameLog<Setup, Action>): GameLog<Setup, Action> {
  return { ...log, actions: log.actions.slice(0, -1) };
}
