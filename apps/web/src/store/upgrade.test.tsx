// @vitest-environment jsdom
import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageNotice } from '../shell/storage-notice.tsx';
import { closeDatabase, DB_NAME, MIGRATIONS, openDatabase, schemaVersion } from './db.ts';
import { loadGame, type SavedGame, saveGame } from './games.ts';
import { upgradeBlocked, upgradedElsewhere } from './storage-status.ts';

const game: SavedGame = {
  id: 'kept',
  game: 'jamb',
  log: {
    format: 'dicetable-game-log',
    version: 1,
    game: 'jamb',
    createdAt: '2026-01-01T10:00:00.000Z',
    setup: {},
    actions: [],
  },
  title: 'Jamb',
  players: ['Ann'],
  status: 'playing',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

/** What a newer version of the app does in another tab: open the database at a higher version. */
function openInAnotherTab(version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, version);
    request.onupgradeneeded = () => request.result.createObjectStore(`added-in-${version}`);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    // With the old connection left open, the upgrade would wait here for ever.
    request.onblocked = () => reject(new Error('upgrade blocked by the open tab'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a database upgrade in another tab', () => {
  it('closes this tab’s connection at once and asks the player to reload', async () => {
    render(() => <StorageNotice />);
    expect(await saveGame(game)).toBe(true);
    expect(upgradedElsewhere()).toBe(false);

    const newer = await openInAnotherTab(schemaVersion() + 1);
    expect(newer.version).toBe(schemaVersion() + 1);
    expect([...newer.objectStoreNames]).toContain('games');
    expect(upgradedElsewhere()).toBe(true);
    expect(screen.getByTestId('storage-upgraded').textContent).toContain('updated in another tab');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    // The saved games are all still there for the new version.
    const stored = await new Promise<unknown>((resolve) => {
      const request = newer.transaction('games').objectStore('games').get('kept');
      request.onsuccess = () => resolve(request.result);
    });
    expect(stored).toMatchObject({ id: 'kept', players: ['Ann'] });
    newer.close();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // This tab's old code cannot open the newer database; it reports instead of hanging.
    expect(await loadGame('kept')).toBeUndefined();
  });
});

describe('an upgrade of the database in this tab', () => {
  it('asks to close an older tab that holds the database, and goes on once it is closed', async () => {
    await closeDatabase();
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(DB_NAME);
      request.onsuccess = resolve;
    });
    render(() => <StorageNotice />);
    // An older version of the app in another tab: it has the database open and never lets go.
    const older = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(DB_NAME, schemaVersion());
      request.onupgradeneeded = () => {
        request.result.createObjectStore('settings');
        request.result.createObjectStore('games', { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
    });
    const next = schemaVersion() + 1;
    MIGRATIONS[next] = (db) => db.createObjectStore(`added-in-${next}` as 'settings');
    try {
      const opening = openDatabase();
      await vi.waitFor(() => expect(upgradeBlocked()).toBe(true));
      expect(screen.getByTestId('storage-upgrade-blocked').textContent).toContain(
        'Close it in your other tabs',
      );
      older.close();
      const db = await opening;
      expect(db.version).toBe(next);
      expect(upgradeBlocked()).toBe(false);
      expect(screen.queryByTestId('storage-upgrade-blocked')).toBeNull();
    } finally {
      delete MIGRATIONS[next];
      await closeDatabase();
    }
  });
});
