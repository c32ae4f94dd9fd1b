// @vitest-environment jsdom
import { createGameLog } from '@dicetable/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, openDatabase } from './db.ts';
import { listGames, loadGame, newGameId, type SavedGame, saveGame } from './games.ts';
import { DEFAULT_SETTINGS, loadSettings, sanitizeSettings, settings, updateSettings } from './settings.ts';
import { classifyStorageError, clearStorageProblem, storageProblem } from './storage-status.ts';

function game(id: string, updatedAt: string): SavedGame {
  return {
    id,
    game: 'jamb',
    log: createGameLog('jamb', { players: ['Ann'] }),
    title: 'Jamb',
    players: ['Ann'],
    status: 'playing',
    createdAt: updatedAt,
    updatedAt,
  };
}

afterEach(async () => {
  clearStorageProblem();
  vi.restoreAllMocks();
  await closeDatabase();
});

describe('game store', () => {
  it('saves, loads and lists games newest first', async () => {
    expect(await saveGame(game('a', '2026-01-01T10:00:00Z'))).toBe(true);
    expect(await saveGame(game('b', '2026-01-02T10:00:00Z'))).toBe(true);
    expect((await loadGame('a'))?.players).toEqual(['Ann']);
    expect((await listGames('jamb')).map((saved) => saved.id)).toEqual(['b', 'a']);
    expect(await listGames('yam-master')).toEqual([]);
    expect(newGameId()).not.toBe(newGameId());
  });

  it('reports a full quota to the player instead of swallowing it', async () => {
    const db = await openDatabase();
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    vi.spyOn(db, 'transaction').mockImplementation(() => {
      throw quota;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await saveGame(game('c', '2026-01-03T10:00:00Z'))).toBe(false);
    expect(storageProblem()).toBe('full');
    expect(warn).toHaveBeenCalled();
  });

  it('classifies storage errors', () => {
    expect(classifyStorageError({ name: 'QuotaExceededError' })).toBe('full');
    expect(classifyStorageError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe('full');
    expect(classifyStorageError({ name: 'InvalidStateError' })).toBe('unavailable');
    expect(classifyStorageError(new Error('boom'))).toBe('failed');
  });
});

describe('settings', () => {
  it('survive a reload of the store', async () => {
    expect(DEFAULT_SETTINGS.cameraDice).toBe(false);
    await updateSettings({ language: 'pt', theme: 'dark', sound: false, cameraDice: true });
    await closeDatabase();
    await loadSettings();
    expect(settings.cameraDice).toBe(true);
    expect(settings.language).toBe('pt');
    expect(settings.theme).toBe('dark');
    expect(settings.sound).toBe(false);
    expect(document.documentElement.lang).toBe('pt');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('ignore damaged or foreign values', () => {
    expect(sanitizeSettings('nonsense')).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings({ language: 'tlh', theme: 'neon', sound: 'yes', haptics: false })).toEqual({
      ...DEFAULT_SETTINGS,
      haptics: false,
    });
    expect(sanitizeSettings({ cameraDice: 'on' }).cameraDice).toBe(false);
  });
});
