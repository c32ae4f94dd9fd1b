// One file holding everything the app keeps: every saved game (History is the finished ones), the remembered
// players and the settings. docs/backup-file.md defines it. The envelope, the players and the settings are
// checked whole before anything is written, so a damaged, foreign or newer file changes nothing; each
// game in it then passes the one gate every file's game passes (session/admit.ts) on its own.
import { validateGameLog } from '@dicetable/rules';
import { HISTORY_FORMAT } from '../history/history-file.ts';
import type { KnownPlayer, SavedGame } from '../store/db.ts';

export const BACKUP_FORMAT = 'dicetable-backup';
export const BACKUP_VERSION = 1;

export interface BackupFile<Game = SavedGame> {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: number;
  readonly exportedAt: string;
  /** As written, saved games; as read, whatever the file holds, each checked by the gate on restoring. */
  readonly games: readonly Game[];
  readonly players: readonly KnownPlayer[];
  /** The settings store's records by key: the app's settings and what the new-game forms remember. */
  readonly settings: Readonly<Record<string, unknown>>;
}

export type BackupRefusal = 'damaged' | 'foreign' | 'newer' | 'history-file' | 'game-file';

export type ReadBackup =
  | { readonly ok: true; readonly backup: BackupFile<unknown> }
  | { readonly ok: false; readonly reason: BackupRefusal };

export function backupFile(
  contents: Pick<BackupFile, 'games' | 'players' | 'settings'>,
  now = new Date(),
): BackupFile {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    games: [...contents.games],
    players: [...contents.players],
    settings: { ...contents.settings },
  };
}

/** The file's name: the day it was written, so backups sort by date. */
export function backupFileName(now = new Date()): string {
  return `dicetable-backup-${now.toISOString().slice(0, 10)}.json`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

const isKnownPlayer = (value: unknown): value is KnownPlayer =>
  isObject(value) && isString(value.name) && value.name.trim() !== '' && isString(value.addedAt);

/** Reads a backup file: the whole of it, or the reason it is refused. */
export function readBackupFile(text: string): ReadBackup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Cut short or with damaged bytes: nothing in it can be trusted.
    return { ok: false, reason: 'damaged' };
  }
  if (!isObject(data)) return { ok: false, reason: 'foreign' };
  if (data.format !== BACKUP_FORMAT) {
    if (data.format === HISTORY_FORMAT) return { ok: false, reason: 'history-file' };
    if (validateGameLog(data).ok) return { ok: false, reason: 'game-file' };
    return { ok: false, reason: 'foreign' };
  }
  if (!Number.isInteger(data.version) || (data.version as number) < 1)
    return { ok: false, reason: 'damaged' };
  if ((data.version as number) > BACKUP_VERSION) return { ok: false, reason: 'newer' };
  const { games, players, settings, exportedAt } = data;
  if (
    !isString(exportedAt) ||
    !Array.isArray(games) ||
    !Array.isArray(players) ||
    !players.every(isKnownPlayer) ||
    !isObject(settings)
  ) {
    return { ok: false, reason: 'damaged' };
  }
  return {
    ok: true,
    backup: { format: BACKUP_FORMAT, version: data.version as number, exportedAt, games, players, settings },
  };
}
