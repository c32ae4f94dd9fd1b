// What the backup buttons do, in words for the player: ask the browser to keep the games, write the
// backup file, restore one. Settings and the reminder share them.
import { formatNumber } from '../i18n/format.ts';
import type { RefusedEntry } from '../session/refused-games.tsx';
import { answerPersistOffer, noteBackupWritten } from '../store/backup-prompts.ts';
import { shareJson } from '../store/download-file.ts';
import { loadSettings } from '../store/settings.ts';
import { type BackupRefusal, backupFileName, readBackupFile } from './backup-file.ts';
import { collectBackup, restoreBackup } from './backup-store.ts';
import { t } from './messages.ts';

export interface StorageOutcome {
  readonly ok: boolean;
  /** Said in the language shown when it is read, so a change of language changes it too. */
  readonly message: () => string;
  /** A restore's games the gate refused, each named and with its reason. */
  readonly refused?: readonly RefusedEntry[];
}

const count = (n: number) => ({ count: formatNumber(n), n });

/**
 * Asks the browser to keep the data for good. Called from a tap: browsers weigh a request made on a
 * gesture, and Firefox shows its own question then. Either answer closes the offer.
 */
export async function askPersistence(): Promise<StorageOutcome> {
  let granted = false;
  try {
    granted = (await globalThis.navigator?.storage?.persist?.()) === true;
  } catch {
    granted = false;
  }
  await answerPersistOffer();
  return { ok: granted, message: () => t(granted ? 'persistGranted' : 'persistRefused') };
}

/** Writes every game, player and setting into one file the browser downloads. */
export async function writeBackup(): Promise<StorageOutcome> {
  const backup = await collectBackup();
  if (!backup) return { ok: false, message: () => t('storageFailed') };
  await shareJson(backup, backupFileName());
  await noteBackupWritten();
  return {
    ok: true,
    message: () =>
      t('backedUp', {
        games: t('games', count(backup.games.length)),
        players: t('players', count(backup.players.length)),
      }),
  };
}

const REFUSAL: Record<BackupRefusal, Parameters<typeof t>[0]> = {
  damaged: 'refusedDamaged',
  foreign: 'refusedForeign',
  newer: 'refusedNewer',
  'history-file': 'refusedHistory',
  'game-file': 'refusedGame',
};

/** Reads a backup file and merges it into what is here; a refused file changes nothing. */
export async function restoreFromFile(file: Blob): Promise<StorageOutcome> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: () => t('refusedUnreadable') };
  }
  const read = readBackupFile(text);
  if (!read.ok) return { ok: false, message: () => t(REFUSAL[read.reason]) };
  const restored = await restoreBackup(read.backup);
  if (!restored.ok) return { ok: false, message: () => t('storageFailed') };
  const { gamesAdded, gamesBeside, gamesHere, playersAdded, settingsAdded } = restored.counts;
  // Settings restored onto a device that had none take effect at once (language, theme).
  if (settingsAdded > 0) await loadSettings();
  return {
    ok: true,
    message: () =>
      t('restored', {
        added: formatNumber(gamesAdded),
        beside: formatNumber(gamesBeside),
        here: formatNumber(gamesHere),
        players: formatNumber(playersAdded),
      }),
    refused: restored.refused,
  };
}
