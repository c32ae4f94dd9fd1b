// The app's IndexedDB database. The schema has a version; each step of MIGRATIONS upgrades the
// database from the version before it, so a player's saved games survive every update.

import type { GameId, GameLog } from '@dicetable/rules';
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from 'idb';
import { addPlayers } from './migrations/add-players.ts';
import { noteUpgradeBlocked, noteUpgradeElsewhere } from './storage-status.ts';

export interface SavedGame {
  /** Unique id, also the URL segment of the game screen. */
  readonly id: string;
  readonly game: GameId;
  readonly log: GameLog;
  readonly title: string;
  readonly players: readonly string[];
  readonly status: 'playing' | 'finished';
  readonly createdAt: string;
  readonly updatedAt: string;
  /** A short line for the list of games, e.g. the leader and the score. */
  readonly summary?: string;
}

/** A player remembered from the new-game screens: one player, one name, across all games. */
export interface KnownPlayer {
  readonly name: string;
  readonly addedAt: string;
}

export interface DicetableSchema extends DBSchema {
  settings: { key: string; value: unknown };
  games: { key: string; value: SavedGame; indexes: { 'by-game': GameId; 'by-updated': string } };
  players: { key: string; value: KnownPlayer };
}

export const DB_NAME = 'dicetable';

export type Migration = (
  db: IDBPDatabase<DicetableSchema>,
  transaction: IDBPTransaction<DicetableSchema, ('settings' | 'games' | 'players')[], 'versionchange'>,
) => void;

/** MIGRATIONS[v] upgrades a database of version v - 1 to version v. */
export const MIGRATIONS: Record<number, Migration> = {
  1: (db) => {
    db.createObjectStore('settings');
    const games = db.createObjectStore('games', { keyPath: 'id' });
    games.createIndex('by-game', 'game');
    games.createIndex('by-updated', 'updatedAt');
  },
  2: addPlayers,
};

/** The schema's version is that of its last migration: adding a step is all an upgrade takes. */
export const schemaVersion = (): number => Math.max(...Object.keys(MIGRATIONS).map(Number));

let opening: Promise<IDBPDatabase<DicetableSchema>> | undefined;

export function openDatabase(): Promise<IDBPDatabase<DicetableSchema>> {
  const latest = schemaVersion();
  opening ??= openDB<DicetableSchema>(DB_NAME, latest, {
    upgrade(db, oldVersion, newVersion, transaction) {
      for (let version = oldVersion + 1; version <= (newVersion ?? latest); version++) {
        MIGRATIONS[version]?.(db, transaction);
      }
    },
    blocking(_currentVersion, _blockedVersion, event) {
      // A newer version of the app in another tab wants to upgrade the schema: close at once so its
      // upgrade never waits on this tab, and ask the player to reload this one onto the new version.
      (event.target as IDBDatabase).close();
      opening = undefined;
      noteUpgradeElsewhere();
    },
    blocked() {
      // An older tab holds the database open and does not let go (a version from before it learnt to):
      // the player is asked to close it; the upgrade goes on by itself once it is closed.
      noteUpgradeBlocked(true);
    },
  }).then(
    (db) => {
      noteUpgradeBlocked(false);
      return db;
    },
    (error: unknown) => {
      noteUpgradeBlocked(false);
      opening = undefined;
      throw error;
    },
  );
  return opening;
}

/** For tests: forget the open connection so the next call opens afresh. */
export async function closeDatabase(): Promise<void> {
  const db = await opening?.catch(() => undefined);
  db?.close();
  opening = undefined;
}
