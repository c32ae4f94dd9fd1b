// Writing everything into one backup, and reading a backup back by merging: a restore adds what is
// missing and never deletes or overwrites what this device holds (docs/backup-file.md, "Restoring").
import type { GameLog } from '@dicetable/rules';
import { sameLog } from '../history/history-file.ts';
import { BACKUP_PROMPTS_KEY } from '../store/backup-prompts.ts';
import { openDatabase, type SavedGame } from '../store/db.ts';
import { newGameId } from '../store/games.ts';
import { reportStorageError } from '../store/storage-status.ts';
import { type BackupFile, backupFile } from './backup-file.ts';

/** Settings records that describe this device's storage rather than the player's choices. */
const DEVICE_ONLY = new Set([BACKUP_PROMPTS_KEY]);

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
    return backupFile({ games, players, settings }, now);
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
  | { readonly ok: true; readonly counts: RestoreCounts }
  | { readonly ok: false; readonly reason: 'storage' };

/** The game of `earlier` continued in `later`: the same start, and `earlier`'s actions are the first of `later`'s. */
function continues(later: GameLog, earlier: GameLog): boolean {
  return (
    earlier.actions.length <= later.actions.length &&
    sameLog({ ...later, actions: later.actions.slice(0, earlier.actions.length) }, earlier)
  );
}

type GameMerge = 'here' | 'add' | 'beside';

/** What a restore does with one game of the backup, given the games here. */
export function mergeGame(game: SavedGame, here: readonly SavedGame[]): GameMerge {
  if (here.some((saved) => sameLog(saved.log, game.log))) return 'here';
  const sameId = here.find((saved) => saved.id === game.id);
  if (!sameId) return 'add';
  return continues(sameId.log, game.log) ? 'here' : 'beside';
}

/** Merges a backup into the database in one transaction: all of it, or (on a storage failure) none. */
export async function restoreBackup(backup: BackupFile, newId = newGameId): Promise<RestoreOutcome> {
  try {
    const tx = (await openDatabase()).transaction(['games', 'players', 'settings'], 'readwrite');
    const games = tx.objectStore('games');
    const here = await games.getAll();
    let gamesAdded = 0;
    let gamesBeside = 0;
    let gamesHere = 0;
    for (const game of backup.games) {
      const merge = mergeGame(game, here);
      if (merge === 'here') {
        gamesHere++;
        continue;
      }
      let record = game;
      if (merge === 'beside') {
        let id = newId();
        while (here.some((saved) => saved.id === id)) id = newId();
        record = { ...game, id };
        gamesBeside++;
      } else {
        gamesAdded++;
      }
      await games.add(record);
      here.push(record);
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
    return { ok: true, counts: { gamesAdded, gamesBeside, gamesHere, playersAdded, settingsAdded } };
  } catch (error) {
    reportStorageError(error);
    return { ok: false, reason: 'storage' };
  }
}
