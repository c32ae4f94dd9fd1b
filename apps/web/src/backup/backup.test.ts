// @vitest-environment jsdom
import type { GameLog } from '@dicetable/rules';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyFile } from '../history/history-file.ts';
import { setLanguage } from '../i18n/i18n.ts';
import '../i18n/languages/nl.ts';
import {
  BACKUP_PROMPTS_KEY,
  backupPromptDue,
  dismissBackupReminder,
  forgetBackupPrompts,
  noteBackupWritten,
  promptDue,
  refreshBackupPrompt,
} from '../store/backup-prompts.ts';
import { closeDatabase, DB_NAME } from '../store/db.ts';
import { listGames, loadGame, type SavedGame, saveGame } from '../store/games.ts';
import { listPlayers, rememberPlayers } from '../store/players.ts';
import { preference } from '../store/preferences.ts';
import { restoreFromFile } from './backup-actions.ts';
import { BACKUP_FORMAT, backupFile, readBackupFile } from './backup-file.ts';
import { collectBackup, restoreBackup } from './backup-store.ts';

/** A remembered value exactly as the database holds it. */
const storedAs = (key: string) => preference(key, (stored) => stored);

const SETUP = {
  players: [{ name: 'Ann' }, { name: 'Bo' }],
  diceMode: 'real',
  seed: 1,
  options: { straightByRoll: false, tripsBonus20: false, graduatedBonus: false, clampMiddle: false },
};

function log(actions: unknown[] = [], createdAt = '2026-01-01T10:00:00.000Z'): GameLog {
  return { format: 'dicetable-game-log', version: 1, game: 'jamb', createdAt, setup: SETUP, actions };
}

function game(id: string, actions: unknown[] = [], status: SavedGame['status'] = 'playing'): SavedGame {
  return {
    id,
    game: 'jamb',
    log: log(actions),
    title: 'Ann, Bo',
    players: ['Ann', 'Bo'],
    status,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

const roll = { type: 'enter', dice: [1, 2, 3, 4, 5] };
const write = { type: 'write', column: 'free', category: 'ones' };

async function clearDatabase() {
  await closeDatabase();
  await deleteDB(DB_NAME);
  forgetBackupPrompts();
}

/** The browser's answer to "is storage persistent?". */
function persisted(answer: boolean | undefined) {
  const storage =
    answer === undefined ? undefined : { persisted: async () => answer, persist: async () => answer };
  vi.stubGlobal('navigator', { ...navigator, storage });
}

beforeEach(() => setLanguage('en'));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await clearDatabase();
});

describe('backup and restore', () => {
  it('brings back every game, player and setting after the database is cleared', async () => {
    await saveGame(game('a', [roll]));
    await saveGame(game('b', [roll, write], 'finished'));
    await rememberPlayers(['Ann', 'Bo']);
    await storedAs('app-settings').save({ language: 'nl' });
    await storedAs('jamb-new-game').save({ names: ['Ann', 'Bo'] });
    const backup = await collectBackup(new Date('2026-02-01T00:00:00Z'));
    expect(backup?.format).toBe(BACKUP_FORMAT);
    // The prompts describe this device, not the player's choices: a backup never carries them.
    expect(Object.keys(backup!.settings).sort()).toEqual(['app-settings', 'jamb-new-game']);

    await clearDatabase();
    expect(await listGames()).toEqual([]);
    const outcome = await restoreBackup(readBackupOrFail(JSON.stringify(backup)));
    expect(outcome).toEqual({
      ok: true,
      counts: { gamesAdded: 2, gamesBeside: 0, gamesHere: 0, playersAdded: 2, settingsAdded: 2 },
      refused: [],
    });
    expect((await listGames()).map((saved) => saved.id).sort()).toEqual(['a', 'b']);
    // The backup carries no secret; the restored game has one of this device, and the same moves.
    expect(JSON.stringify(backup)).not.toContain('"seed"');
    expect((await loadGame('b'))?.log.actions).toEqual([roll, write]);
    expect((await loadGame('b'))?.log.setup).toHaveProperty('seed');
    expect(await listPlayers()).toEqual(['Ann', 'Bo']);
    expect(await storedAs('jamb-new-game').load()).toEqual({ names: ['Ann', 'Bo'] });
  });

  it('merges without duplicates: a second restore adds nothing', async () => {
    await saveGame(game('a', [roll]));
    const backup = (await collectBackup())!;
    // The same game under another id (imported from a file) is the same game.
    await clearDatabase();
    await saveGame(game('other-id', [roll]));
    const first = await restoreBackup(backup);
    expect(first.ok && first.counts).toMatchObject({ gamesAdded: 0, gamesHere: 1 });
    const second = await restoreBackup(backup);
    expect(second.ok && second.counts).toMatchObject({ gamesAdded: 0, gamesBeside: 0, gamesHere: 1 });
    expect(await listGames()).toHaveLength(1);
  });

  it('never overwrites: a game played further here stays, a different game with the same id is kept beside', async () => {
    const backup = backupFile({
      games: [
        game('further', [roll]),
        { ...game('clash'), log: log([roll, write], '2026-04-01T10:00:00.000Z') },
      ],
      players: [{ name: 'Ann', addedAt: '2025-01-01T00:00:00.000Z' }],
      settings: { 'app-settings': { language: 'de' }, [BACKUP_PROMPTS_KEY]: { remindPending: true } },
    });
    await saveGame(game('further', [roll, write]));
    await saveGame(game('clash', [roll]));
    await storedAs('app-settings').save({ language: 'pt' });
    const outcome = await restoreBackup(backup, () => 'new-id');
    expect(outcome.ok && outcome.counts).toEqual({
      gamesAdded: 0,
      gamesBeside: 1,
      gamesHere: 1,
      playersAdded: 1,
      settingsAdded: 0,
    });
    expect((await loadGame('further'))?.log.actions).toEqual([roll, write]);
    expect((await loadGame('clash'))?.log.actions).toEqual([roll]);
    expect((await loadGame('new-id'))?.log.actions).toEqual([roll, write]);
    expect(await storedAs('app-settings').load()).toEqual({ language: 'pt' });
    expect(await storedAs(BACKUP_PROMPTS_KEY).load()).toMatchObject({ remindPending: false });
  });
});

/** A picked file (jsdom's Blob cannot read itself back). */
const file = (text: string) => ({ text: async () => text }) as Blob;

function readBackupOrFail(text: string) {
  const read = readBackupFile(text);
  if (!read.ok) throw new Error(read.reason);
  return read.backup;
}

describe('a backup with a game that breaks the rules', () => {
  it('restores every game that passes the gate and names each refused one with its reason', async () => {
    const broken = { ...game('broken'), log: log([write], '2026-03-01T10:00:00.000Z') };
    const backup = backupFile({
      games: [broken, game('good', [roll]), 'junk' as never],
      players: [],
      settings: {},
    });
    const outcome = await restoreFromFile(file(JSON.stringify(backup)));
    expect(outcome.message()).toBe(
      'Restored. Games added: 1; added beside a differing version here: 0; already here: 0. Players added: 0.',
    );
    expect(outcome.refused).toEqual([
      {
        name: expect.stringMatching(/^Jamb of .*2026.* \(Ann and Bo\)$/),
        reason: 'action 1 in the file breaks the rules (Roll the dice first).',
      },
      { name: 'A game the file does not name', reason: 'the file is not a Dicetable game file.' },
    ]);
    expect((await listGames()).map((saved) => saved.id)).toEqual(['good']);
  });
});

describe('a file that is not a sound backup', () => {
  const sound = JSON.stringify(backupFile({ games: [game('a')], players: [], settings: {} }));

  it('is refused with its reason', () => {
    expect(readBackupFile(sound).ok).toBe(true);
    expect(readBackupFile(sound.slice(0, -20))).toEqual({ ok: false, reason: 'damaged' });
    const withBadGame = JSON.parse(sound);
    withBadGame.games = 'lost';
    expect(readBackupFile(JSON.stringify(withBadGame))).toEqual({ ok: false, reason: 'damaged' });
    const withBadPlayer = { ...JSON.parse(sound), players: [{ name: 7 }] };
    expect(readBackupFile(JSON.stringify(withBadPlayer))).toEqual({ ok: false, reason: 'damaged' });
    expect(readBackupFile('{"hello":"world"}')).toEqual({ ok: false, reason: 'foreign' });
    expect(readBackupFile('[1,2,3]')).toEqual({ ok: false, reason: 'foreign' });
    expect(readBackupFile(JSON.stringify({ ...JSON.parse(sound), version: 2 }))).toEqual({
      ok: false,
      reason: 'newer',
    });
    expect(readBackupFile(JSON.stringify(historyFile([log()], [])))).toEqual({
      ok: false,
      reason: 'history-file',
    });
    expect(readBackupFile(JSON.stringify(log()))).toEqual({ ok: false, reason: 'game-file' });
  });

  it('changes nothing and says why in the player’s language', async () => {
    await saveGame(game('mine', [roll]));
    const newer = JSON.stringify({ ...JSON.parse(sound), version: 2 });
    setLanguage('nl');
    const refused = await restoreFromFile(file(newer));
    expect(refused.ok).toBe(false);
    expect(refused.message()).toBe(
      'Deze back-up komt van een nieuwere Dicetable. Werk de app bij en zet hem dan terug.',
    );
    // Said in the language shown when it is read: a change of language after the refusal changes it too.
    setLanguage('en');
    expect(refused.message()).toBe(
      'This backup was made by a newer Dicetable. Update the app, then restore it.',
    );
    expect((await restoreFromFile(file('{"format":"something-else"}'))).message()).toBe(
      'This is not a Dicetable backup, so nothing was restored.',
    );
    expect((await listGames()).map((saved) => saved.id)).toEqual(['mine']);
  });
});

describe('keeping the games', () => {
  /** Plays games to their end as the app saves them (started, then finished); the numbers of those after which the reminder came. */
  async function remindedAfter(from: number, count: number): Promise<number[]> {
    const reminded: number[] = [];
    for (let index = from; index < from + count; index++) {
      await saveGame(game(`g${index}`, [], 'playing'));
      await saveGame(game(`g${index}`, [roll], 'finished'));
      if (backupPromptDue() === 'backup') {
        reminded.push(index - from + 1);
        await dismissBackupReminder();
      }
    }
    return reminded;
  }

  it('offers to ask the browser after the first saved game, only where storage is not persistent', async () => {
    persisted(false);
    await refreshBackupPrompt();
    expect(backupPromptDue()).toBeUndefined();
    await saveGame(game('first'));
    expect(backupPromptDue()).toBe('persist');

    expect(
      promptDue(
        { savedAny: true, persistAnswered: false, finishedSinceBackup: [], remindPending: false },
        true,
      ),
    ).toBeUndefined();
    // Without the Storage API there is nobody to ask.
    expect(
      promptDue(
        { savedAny: true, persistAnswered: false, finishedSinceBackup: [], remindPending: false },
        undefined,
      ),
    ).toBeUndefined();
  });

  it('reminds to back up after every tenth finished game while storage is not persistent', async () => {
    persisted(false);
    await storedAs(BACKUP_PROMPTS_KEY).save({ savedAny: true, persistAnswered: true });
    expect(await remindedAfter(0, 25)).toEqual([10, 20]);

    // A game undone and finished again is still one game.
    await saveGame(game('g3', [], 'playing'));
    await saveGame(game('g3', [roll], 'finished'));
    // A backup starts the count again.
    await noteBackupWritten();
    expect(await remindedAfter(100, 12)).toEqual([10]);
  });

  it('does not remind where the browser keeps the data for good', async () => {
    persisted(true);
    await storedAs(BACKUP_PROMPTS_KEY).save({ savedAny: true, persistAnswered: true });
    expect(await remindedAfter(0, 20)).toEqual([]);
  });
});
