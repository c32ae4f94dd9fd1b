// The whole history as one file, for a backup or another device: the finished games' logs and the
// remembered players (docs/statistics.md, "History file"). Importing also accepts a single game log.
import { type GameLog, validateGameLog } from '@dicetable/rules';
import { type FinishedGame, readFinishedGame } from '@dicetable/stats';

export const HISTORY_FORMAT = 'dicetable-history';
export const HISTORY_VERSION = 1;

export interface HistoryFile {
  readonly format: typeof HISTORY_FORMAT;
  readonly version: number;
  readonly exportedAt: string;
  readonly players: readonly string[];
  readonly games: readonly GameLog[];
}

export function historyFile(
  games: readonly GameLog[],
  players: readonly string[],
  now = new Date(),
): HistoryFile {
  return {
    format: HISTORY_FORMAT,
    version: HISTORY_VERSION,
    exportedAt: now.toISOString(),
    players: [...players],
    games: [...games],
  };
}

export type ReadHistory =
  | {
      readonly ok: true;
      /** Every game the file holds, as it holds them: an import passes each through the one gate. */
      readonly logs: unknown[];
      readonly games: FinishedGame[];
      readonly players: string[];
      readonly skipped: number;
    }
  | { readonly ok: false; readonly reason: 'not-json' | 'foreign' | 'newer' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a history file or a single game log; games that are not finished legal games are skipped. */
export function readHistoryFile(text: string): ReadHistory {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  let logs: unknown[];
  let players: string[] = [];
  if (isObject(data) && data.format === HISTORY_FORMAT) {
    if (!Number.isInteger(data.version) || (data.version as number) > HISTORY_VERSION) {
      return { ok: false, reason: 'newer' };
    }
    logs = Array.isArray(data.games) ? data.games : [];
    players = Array.isArray(data.players)
      ? data.players.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
      : [];
  } else if (validateGameLog(data).ok) {
    logs = [data];
  } else {
    return { ok: false, reason: 'foreign' };
  }
  const games = logs.map(readFinishedGame).filter((game): game is FinishedGame => game !== null);
  return { ok: true, logs, games, players, skipped: logs.length - games.length };
}

/** The line in a list of games: each player's final figure, best first. */
export function resultLine(game: FinishedGame): string {
  return game.result.ranking.map((placing) => `${placing.name} ${placing.score}`).join(' · ');
}
