import { jambRules } from '@dicetable/rules/game';
import { DEFAULT_JAMB_OPTIONS, type JambSetup } from '@dicetable/rules/jamb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jambGame } from '../games/jamb/jamb-game.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { loadGame } from '../store/games.ts';
import { openSavedGame, readGameFile, startGame } from './saved-games.ts';

const setup: JambSetup = {
  players: [{ name: 'Ana' }, { name: 'Bram' }],
  diceMode: 'app',
  seed: 99,
  options: DEFAULT_JAMB_OPTIONS,
};

afterEach(() => setLanguage('en'));

async function open(id: string) {
  const opened = await openSavedGame(jambGame, id);
  if (!opened.ok) throw new Error(opened.message);
  return opened.value;
}

describe('a game session', () => {
  it('saves after every action, refuses illegal ones in words, and undoes through the rules', async () => {
    const id = (await startGame(jambGame, setup))!;
    const session = await open(id);
    expect(session.dispatch({ type: 'write', column: 'free', category: 'ones' })).toBe(false);
    expect(session.refusal()).toEqual({ code: 'not-rolled-yet', text: 'Roll the dice first.' });
    expect(session.dispatch({ type: 'roll' })).toBe(true);
    expect(session.refusal()).toBeUndefined();
    expect(session.dispatch({ type: 'hold', die: 1 })).toBe(true);
    expect(session.dispatch({ type: 'write', column: 'free', category: 'sixes' })).toBe(true);
    expect(session.state().current).toBe(1);
    await vi.waitFor(async () => expect((await loadGame(id))?.log.actions).toHaveLength(3));
    expect(await loadGame(id)).toMatchObject({ game: 'jamb', players: ['Ana', 'Bram'], status: 'playing' });

    expect(session.undo()).toBe(true);
    expect(session.state().current).toBe(0);
    expect(session.moves()).toBe(2);
    await vi.waitFor(async () => expect((await loadGame(id))?.log.actions).toHaveLength(2));
    expect(session.undo()).toBe(true);
    expect(session.undo()).toBe(true);
    expect(session.undo()).toBe(false);
    expect(session.canUndo()).toBe(false);
  });

  it('never rolls an undone roll again, and keeps it so across a reload', async () => {
    const id = (await startGame(jambGame, setup))!;
    const session = await open(id);
    session.dispatch({ type: 'roll' });
    const seen = session.state().turn.dice;
    const drawsSeen = jambRules.draws(session.state());
    expect(session.undo()).toBe(true);
    // The draws of the undone roll stay used: the log ends in a burn of exactly those draws.
    expect(session.log().actions).toEqual([{ type: 'burn', draws: drawsSeen }]);
    expect(jambRules.draws(session.state())).toBe(drawsSeen);
    await vi.waitFor(async () => expect((await loadGame(id))?.log.actions).toHaveLength(1));

    const reloaded = await open(id);
    expect(reloaded.state()).toEqual(session.state());
    session.dispatch({ type: 'roll' });
    reloaded.dispatch({ type: 'roll' });
    expect(reloaded.state().turn.dice).toEqual(session.state().turn.dice);
    expect(jambRules.draws(session.state())).toBe(2 * drawsSeen);
    expect(session.state().turn.dice).not.toEqual(seen);
  });
});

describe('a game file', () => {
  const good = JSON.stringify({
    format: 'dicetable-game-log',
    version: 1,
    game: 'jamb',
    createdAt: '2026-01-01T10:00:00.000Z',
    setup,
    actions: [],
  });
  const reason = (text: string) => {
    const read = readGameFile(jambGame, text);
    return read.ok ? 'accepted' : read.message;
  };
  const edit = (change: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(good), ...change });

  it('opens when its log replays, or says in words why it is refused', () => {
    expect(reason(good)).toBe('accepted');
    expect(reason('[')).toBe('Import refused: the file is not valid JSON. Nothing was changed.');
    expect(reason('{"format":"notes"}')).toBe(
      'Import refused: the file is not a Dicetable game file. Nothing was changed.',
    );
    expect(reason(edit({ version: 7 }))).toContain('the file was written by a newer Dicetable');
    expect(reason(edit({ version: 'one' }))).toContain('the file has no valid version number');
    expect(reason(edit({ game: 'yam-master' }))).toContain('the file is a Yam Master game, not Jamb');
    expect(reason(edit({ game: 'chess' }))).toContain('the file is of a game this Dicetable does not know');
    expect(reason(edit({ actions: 'none' }))).toContain('the file is damaged');
    expect(reason(edit({ setup: { players: [] } }))).toContain('the file has no valid game setup');
    expect(reason(edit({ actions: [{ type: 'dance' }] }))).toContain(
      'action 1 in the file breaks the rules (it is not a move of this game)',
    );
    expect(reason(edit({ actions: [{ type: 'announce', category: 'full' }] }))).toBe(
      'Import refused: action 1 in the file breaks the rules. Nothing was changed.',
    );
  });

  it('is explained in the player’s language', () => {
    const texts = (['nl', 'de', 'pt'] as const).map((lang) => {
      setLanguage(lang);
      return reason(edit({ version: 7 }));
    });
    expect(texts).toEqual([
      'Import geweigerd: het bestand komt van een nieuwere Dicetable. Werk eerst de app bij. Er is niets veranderd.',
      'Import abgelehnt: Die Datei stammt von einem neueren Dicetable. Aktualisiere zuerst die App. Es wurde nichts geändert.',
      'Importação recusada: o ficheiro foi escrito por um Dicetable mais recente. Atualize primeiro a app. Nada foi alterado.',
    ]);
  });
});
