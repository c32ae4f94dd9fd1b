// Saved games: one record per game, holding the full game log (the game is its log replayed).
import type { GameId } from '@dicetable/rules';
import { noteGameSaved } from './backup-prompts.ts';
import { openDatabase, type SavedGame } from './db.ts';
import { clearStorageProblem, reportStorageError } from './storage-status.ts';

export type { SavedGame } from './db.ts';

export function newGameId(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return random.replaceAll('-', '').slice(0, 16);
}

/** Saves the game; on failure tells the player and returns false (the game stays in memory). */
export async function saveGame(game: SavedGame): Promise<boolean> {
  try {
    const db = await openDatabase();
    const tx = db.transaction('games', 'readwrite');
    const before = (await tx.store.get(game.id))?.status;
    await tx.store.put(game);
    await tx.done;
    clearStorageProblem();
    // What the save means for keeping the games (the first save, a game just finished) never fails it.
    await noteGameSaved(before, game).catch(() => undefined);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

export async function loadGame(id: string): Promise<SavedGame | undefined> {
  try {
    return await (await openDatabase()).get('games', id);
  } catch (error) {
    reportStorageError(error);
    return undefined;
  }
}

/** Newest first; of one game, or of all. */
export async function listGames(game?: GameId): Promise<SavedGame[]> {
  try {
    const db = await openDatabase();
    const games = game ? await db.getAllFromIndex('games', 'by-game', game) : await db.getAll('games');
    return games.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  } catch (error) {
    reportStorageError(error);
    return [];
  }
}

/** The unfinished game played last, if any: the one a player most likely comes back for. */
export async function latestUnfinishedGame(): Promise<SavedGame | undefined> {
  try {
    const db = await openDatabase();
    let cursor = await db.transaction('games').store.index('by-updated').openCursor(null, 'prev');
    while (cursor && cursor.value.status !== 'playing') cursor = await cursor.continue();
    return cursor?.value;
  } catch (error) {
    reportStorageError(error);
    return undefined;
  }
}

export async function deleteGame(id: string): Promise<boolean> {
  try {
    await (await openDatabase()).delete('games', id);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
