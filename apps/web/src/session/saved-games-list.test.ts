import { DEFAULT_JAMB_OPTIONS, type JambSetup } from '@dicetable/rules/jamb';
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jambGame } from '../games/jamb/jamb-game.ts';
import { loadGame } from '../store/games.ts';
import { startGame } from './saved-games.ts';
import { createSavedGamesList, type SavedGamesListOptions } from './saved-games-list.ts';

const setup: JambSetup = {
  players: [{ name: 'Ana' }, { name: 'Bram' }],
  diceMode: 'app',
  seed: 7,
  options: DEFAULT_JAMB_OPTIONS,
};

afterEach(() => vi.unstubAllGlobals());

/** The list once it has been read from the device. */
async function listed(options: Partial<SavedGamesListOptions> = {}) {
  const list = createRoot(() =>
    createSavedGamesList({
      game: jambGame,
      navigate: () => {},
      confirmation: { ask: 'press-again' },
      ...options,
    }),
  );
  await vi.waitFor(() => expect(list.games.loading).toBe(false));
  return list;
}

describe('the saved-games list of a game', () => {
  it('deletes a game only on the second press when it asks by pressing again, and forgets the first press once done', async () => {
    const id = (await startGame(jambGame, setup))!;
    const list = await listed();
    const saved = list.games()!.find((game) => game.id === id)!;
    await list.remove(saved);
    expect(list.isConfirming(saved)).toBe(true);
    expect(await loadGame(id)).toBeDefined();
    await list.remove(saved);
    expect(await loadGame(id)).toBeUndefined();
    expect(list.isConfirming(saved)).toBe(false);
    expect(list.games()!.some((game) => game.id === id)).toBe(false);
  });

  it('keeps a game the player declines to delete in the dialog, and deletes it once they accept', async () => {
    const id = (await startGame(jambGame, setup))!;
    const question = vi.fn(() => 'Delete?');
    const list = await listed({ confirmation: { ask: 'dialog', question } });
    const saved = list.games()!.find((game) => game.id === id)!;
    vi.stubGlobal('confirm', () => false);
    await list.remove(saved);
    expect(await loadGame(id)).toBeDefined();
    vi.stubGlobal('confirm', () => true);
    await list.remove(saved);
    expect(await loadGame(id)).toBeUndefined();
    expect(question).toHaveBeenCalledWith(saved);
  });

  it('opens an imported game at once and says why a file was refused', async () => {
    const navigate = vi.fn();
    const list = await listed({ navigate, importedText: () => 'Imported.' });
    list.imported({ ok: false, message: 'Not a game file.' });
    expect(list.importNotice()).toEqual({ text: 'Not a game file.', error: true });
    expect(navigate).not.toHaveBeenCalled();
    list.imported({ ok: true, value: { href: '/jamb/play/abc' } });
    expect(list.importNotice()).toEqual({ text: 'Imported.', error: false });
    expect(navigate).toHaveBeenCalledWith('/jamb/play/abc');
  });
});
