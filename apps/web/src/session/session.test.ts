import { jambRules, undoCheck, withoutSecret } from '@dicetable/rules/game';
import { DEFAULT_JAMB_OPTIONS, type JambSetup } from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jambGame } from '../games/jamb/jamb-game.ts';
import { setLanguage } from '../i18n/i18n.ts';
import '../i18n/languages/all.ts';
import { loadGame } from '../store/games.ts';
import { importGameFile, openSavedGame, readGameFile, startGame } from './saved-games.ts';

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

    // The write is a decision: taken back, Ana's dice are on the table again; the hold too; the roll stands.
    expect(session.undoCheck()).toEqual({ ok: true, kind: 'decision' });
    expect(session.undo()).toBe(true);
    expect(session.state().current).toBe(0);
    expect(session.moves()).toBe(2);
    await vi.waitFor(async () => expect((await loadGame(id))?.log.actions).toHaveLength(2));
    expect(session.undo()).toBe(true);
    expect(session.undoCheck()).toEqual({ ok: false, reason: 'throw-stands' });
    expect(session.undo()).toBe(false);
    expect(session.canUndo()).toBe(false);
    expect(session.moves()).toBe(1);
  });

  it('keeps a thrown roll: undo refuses it, and a reload shows the same dice', async () => {
    const id = (await startGame(jambGame, setup))!;
    const session = await open(id);
    session.dispatch({ type: 'roll' });
    const seen = session.state().turn.dice;
    expect(session.undo()).toBe(false);
    expect(session.state().turn.dice).toEqual(seen);
    // Nothing but the roll was written, with the dice it showed: no burn.
    expect(session.log().actions).toEqual([{ type: 'roll', dice: seen }]);
    await vi.waitFor(async () => expect((await loadGame(id))?.log.actions).toHaveLength(1));
    const reloaded = await open(id);
    expect(reloaded.state().turn.dice).toEqual(seen);
  });

  it('never takes back a computer’s move', async () => {
    const id = (await startGame(jambGame, setup))!;
    const session = await open(id);
    session.dispatch({ type: 'roll' });
    session.dispatch({ type: 'write', column: 'free', category: 'sixes' });
    session.setComputerSeat((seat) => seat === 0);
    expect(session.undoCheck()).toEqual({ ok: false, reason: 'computer-move' });
    expect(session.undo()).toBe(false);
    session.setComputerSeat(() => false);
    expect(session.undo()).toBe(true);
  });

  it('with real dice, undo of a typed throw is a typing fix', async () => {
    const id = (await startGame(jambGame, { ...setup, diceMode: 'real' }))!;
    const session = await open(id);
    session.dispatch({ type: 'enter', dice: [1, 2, 3, 4, 5] });
    expect(session.undoCheck()).toEqual({ ok: true, kind: 'typing-fix' });
    expect(session.undo()).toBe(true);
    expect(session.state().turn.dice).toBeNull();
    expect(session.dispatch({ type: 'enter', dice: [1, 2, 3, 4, 6] })).toBe(true);
  });
});

describe('the session’s answer to “may undo take this back?”', () => {
  it('is the rules’ answer at every step of random play with undos (kept as the game goes, not replayed)', async () => {
    const id = (await startGame(jambGame, { ...setup, seed: 77 }))!;
    const session = await open(id);
    session.setComputerSeat((seat) => seat === 1);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 30, maxLength: 60 }), async (picks) => {
        for (const pick of picks) {
          if (pick % 4 === 0) session.undo();
          else {
            const legal = jambRules.legalActions(session.state());
            if (legal.length > 0) session.dispatch(legal[pick % legal.length]!);
          }
          expect(session.undoCheck()).toEqual(
            undoCheck(session.log(), jambRules, { computerSeat: (seat) => seat === 1 }),
          );
        }
      }),
      { numRuns: 5 },
    );
    await session.whenSaved();
  });
});

describe('importing a game this device already holds', () => {
  const file = (log: unknown) => ({ text: async () => JSON.stringify(log) });

  it('refuses a file that drops a throw or changes its dice, and takes one that goes further', async () => {
    const id = (await startGame(jambGame, { ...setup, seed: 4321 }))!;
    const session = await open(id);
    session.dispatch({ type: 'roll' });
    session.dispatch({ type: 'hold', die: 0 });
    session.dispatch({ type: 'roll' });
    await session.whenSaved();
    const log = session.log();
    const refused = 'Import refused: this game is already on this device with other dice';
    const dropped = await importGameFile(jambGame, file({ ...log, actions: log.actions.slice(0, 2) }));
    expect(dropped.ok ? '' : dropped.message).toContain(refused);
    // The last roll with other dice (die 0 is held and keeps its value).
    const actions = log.actions as { type: string; dice?: number[] }[];
    const last = actions[2]!;
    const otherDice = { ...last, dice: last.dice!.map((die, d) => (d === 0 ? die : (die % 6) + 1)) };
    const edited = await importGameFile(
      jambGame,
      file({ ...log, actions: [...actions.slice(0, 2), otherDice] }),
    );
    expect(edited.ok ? '' : edited.message).toContain(refused);
    expect(await importGameFile(jambGame, file(log))).toMatchObject({ ok: true });
    const further = { ...log, actions: [...log.actions, { type: 'roll' }] };
    expect(await importGameFile(jambGame, file(further))).toMatchObject({ ok: true });
  });
});

describe('a file tells the past, never the future', () => {
  const file = (log: unknown) => ({ text: async () => JSON.stringify(log) });

  it('an exported game has no secret; each import goes on with a fresh one, and the past as it was', async () => {
    const id = (await startGame(jambGame, setup))!;
    const session = await open(id);
    session.dispatch({ type: 'roll' });
    await session.whenSaved();
    const exported = withoutSecret(session.log());
    expect(JSON.stringify(exported)).not.toContain('seed');
    const copies = [];
    for (let n = 0; n < 2; n++) {
      const imported = await importGameFile(jambGame, file(exported));
      if (!imported.ok) throw new Error(imported.message);
      copies.push(await open(imported.value.id));
    }
    const secrets = copies.map((copy) => copy.log().setup.seed);
    expect(new Set([setup.seed, ...secrets]).size).toBe(3);
    for (const copy of copies) expect(copy.state().turn.dice).toEqual(session.state().turn.dice);
    // A file that names a seed of its author's choice goes on with this device's own secret.
    const crafted = await importGameFile(
      jambGame,
      file({ ...exported, setup: { ...exported.setup, seed: 7 } }),
    );
    if (!crafted.ok) throw new Error(crafted.message);
    expect((await open(crafted.value.id)).log().setup.seed).not.toBe(7);
  });

  it('keeps a computer seat a computer, whose moves are never taken back', async () => {
    const seated = { ...setup, players: [{ name: 'Ana' }, { name: 'Bram', computer: 'good' as const }] };
    const id = (await startGame(jambGame, seated))!;
    const session = await open(id);
    session.dispatch({ type: 'roll' });
    session.dispatch({ type: 'write', column: 'free', category: 'sixes' });
    session.dispatch({ type: 'roll' });
    session.dispatch({ type: 'hold', die: 0 });
    await session.whenSaved();
    const imported = await importGameFile(jambGame, file(withoutSecret(session.log())));
    if (!imported.ok) throw new Error(imported.message);
    const copy = await open(imported.value.id);
    expect(copy.state().setup.players[1]).toEqual({ name: 'Bram', computer: 'good' });
    expect(copy.undoCheck()).toEqual({ ok: false, reason: 'computer-move' });
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
