// Writing everything into one backup, and reading a backup back by merging: a restore adds what is
// missing and never deletes or overwrites what this device holds (docs/backup-file.md, "Restoring").
// Every game of a backup passes the one gate every file's game passes; one that does not is listed with
// its reason and the others are restored. A backup carries what happened, never this device's secrets.
import { withoutSecret } from '@dicetable/rules/game';
import { earlierSeatsKey, withRecordedSeats } from '../computer/seats.ts';
import { admitToDevice, gamesHere as deviceGames, fileGameName } from '../session/admit.ts';
import type { RefusedEntry } from '../session/refused-games.tsx';
import { BACKUP_PROMPTS_KEY } from '../store/backup-prompts.ts';
import { openDatabase, type SavedGame } from '../store/db.ts';
import { newGameId } from '../store/games.ts';
import { reportStorageError } from '../store/storage-status.ts';
import { type BackupFile, backupFile } from './backup-file.ts';

/** Settings records that describe this device's storage rather than the player's choices. */
const DEVICE_ONLY = new Set([BACKUP_PROMPTS_KEY]);

/** A saved game as a backup carries it: its computer seats in its setup, and no secret. */
async function asBackedUp(saved: SavedGame, settings: Readonly<Record<string, unknown>>): Promise<SavedGame> {
  const seated = await withRecordedSeats(saved, settings[earlierSeatsKey(saved.game, saved.id)] ?? null);
  try {
    return { ...seated, log: withoutSecret(seated.log) };
  } catch {
    // A record the rules cannot read is backed up as it is: it holds no future anyone can play.
    return seated;
  }
}

/** Everything the app keeps, as one backup; undefined when storage cannot be read (the shell says so). */
export async function collectBackup(now = new Date()): Promise<BackupFile | undefined> {
  try {
    const tx = (await openDatabase()).transaction(['games', 'players', 'settings'], 'readonly');
    const settingsStore = tx.objectStore('settings');
    const [games, players, keys, values] = await Promise.all([
      tx.objectStore('games').getAll(),
      tx.objectStore('players').getAll(),
      settingsStore.getAllKeys(),
      settingsStore.getAll(),
    ]);
    const settings: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      if (!DEVICE_ONLY.has(key)) settings[key] = values[index];
    });
    const backedUp = await Promise.all(games.map((saved) => asBackedUp(saved, settings)));
    return backupFile({ games: backedUp, players, settings }, now);
  } catch (error) {
    reportStorageError(error);
    return undefined;
  }
}

export interface RestoreCounts {
  /** Games added under their own id. */
  readonly gamesAdded: number;
  /** Games added under a new id, because a different game here has their id. */
  readonly gamesBeside: number;
  /** Games this device holds already (the same log, or the same game played further here). */
  readonly gamesHere: number;
  readonly playersAdded: number;
  readonly settingsAdded: number;
}

export type RestoreOutcome =
  | { readonly ok: true; readonly counts: RestoreCounts; readonly refused: readonly RefusedEntry[] }
  | { readonly ok: false; readonly reason: 'storage' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** When the backup says the game was saved, where it says so in readable dates. */
function timesOf(entry: unknown): Partial<Pick<SavedGame, 'createdAt' | 'updatedAt'>> {
  if (!isRecord(entry)) return {};
  const date = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
  return {
    ...(date(entry.createdAt) ? { createdAt: entry.createdAt as string } : {}),
    ...(date(entry.updatedAt) ? { updatedAt: entry.updatedAt as string } : {}),
  };
}

/** Merges a backup into the database in one transaction: all of it, or (on a storage failure) none. */
export async function restoreBackup(backup: BackupFile<unknown>, newId = newGameId): Promise<RestoreOutcome> {
  try {
    const tx = (await openDatabase()).transaction(['games', 'players', 'settings'], 'readwrite');
    const games = tx.objectStore('games');
    const here = deviceGames(await games.getAll());
    let gamesAdded = 0;
    let gamesBeside = 0;
    let gamesHere = 0;
    const refused: RefusedEntry[] = [];
    for (const entry of backup.games) {
      const log = isRecord(entry) ? entry.log : undefined;
      // Already here: the same moves, or this device played the game on further (whatever its id).
      if (here.has(log)) {
        gamesHere++;
        continue;
      }
      // Whatever else the record says (title, status, players) is worked out again from the game.
      const admitted = admitToDevice(log, here.all());
      if (!admitted.ok) {
        refused.push({ name: fileGameName(log), reason: admitted.reason });
        continue;
      }
      const claimed = isRecord(entry) && typeof entry.id === 'string' && entry.id !== '' ? entry.id : null;
      let id = claimed ?? newId();
      if (here.idTaken(id)) {
        // A different game has this id here: both are kept.
        while (here.idTaken(id)) id = newId();
        gamesBeside++;
      } else {
        gamesAdded++;
      }
      const record: SavedGame = { ...admitted.record, id, ...timesOf(entry) };
      await games.add(record);
      here.add(record);
    }
    const players = tx.objectStore('players');
    let playersAdded = 0;
    for (const player of backup.players) {
      const name = player.name.trim();
      if (await players.get(name)) continue;
      await players.add({ name, addedAt: player.addedAt });
      playersAdded++;
    }
    const settings = tx.objectStore('settings');
    let settingsAdded = 0;
    for (const [key, value] of Object.entries(backup.settings)) {
      if (DEVICE_ONLY.has(key) || (await settings.getKey(key)) !== undefined) continue;
      await settings.add(value, key);
      settingsAdded++;
    }
    await tx.done;
    return {
      ok: true,
      counts: { gamesAdded, gamesBeside, gamesHere, playersAdded, settingsAdded },
      refused,
    };
  } catch (error) {
    reportStorageError(error);
    return { ok: false, reason: 'storage' };
  }
}
