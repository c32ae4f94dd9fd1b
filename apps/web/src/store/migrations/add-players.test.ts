import { createGameLog } from '@dicetable/rules';
import { deleteDB, openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeDatabase,
  DB_NAME,
  type DicetableSchema,
  MIGRATIONS,
  openDatabase,
  type SavedGame,
} from '../db.ts';
import { listGames } from '../games.ts';
import { listPlayers } from '../players.ts';

function saved(id: string, players: string[], status: SavedGame['status']): SavedGame {
  return {
    id,
    game: 'jamb',
    log: createGameLog(
      'jamb',
      { players: players.map((name) => ({ name })) },
      new Date('2026-03-01T10:00:00Z'),
    ),
    title: players.join(', '),
    players,
    status,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: `2026-03-0${id}T10:00:00.000Z`,
  };
}

/** A database exactly as version 1 of the app left it. */
async function createVersion1(games: SavedGame[]): Promise<void> {
  const db = await openDB<DicetableSchema>(DB_NAME, 1, {
    upgrade(db1, _old, _new, transaction) {
      MIGRATIONS[1]!(db1, transaction);
    },
  });
  for (const game of games) await db.put('games', game);
  await db.put('settings', 'nl', 'language');
  db.close();
}

beforeEach(async () => {
  await closeDatabase();
  await deleteDB(DB_NAME);
});

afterEach(async () => {
  await closeDatabase();
});

describe('database version 2', () => {
  it('keeps every game and setting of version 1 and remembers everyone who played', async () => {
    const games = [saved('1', ['Ana', 'Bram'], 'finished'), saved('2', [' Ana ', 'Chris'], 'playing')];
    await createVersion1(games);
    const db = await openDatabase();
    expect(db.version).toBe(2);
    expect(await listGames()).toEqual([games[1], games[0]]);
    expect(await db.get('settings', 'language')).toBe('nl');
    expect(await listPlayers()).toEqual(['Ana', 'Bram', 'Chris']);
  });

  it('creates a new database with every store', async () => {
    const db = await openDatabase();
    expect([...db.objectStoreNames].sort()).toEqual(['games', 'players', 'settings']);
    expect(await listPlayers()).toEqual([]);
  });
});
