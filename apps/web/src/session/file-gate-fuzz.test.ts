// @vitest-environment jsdom
// The one gate, fuzzed where many games enter at once: a history file and a backup that hold a damaged
// or rule-breaking game beside a good one. Each game enters whole (and opens) or is named with a reason
// in words; nothing is half-added, and what the device held stays as it was.
import fc from 'fast-check';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import jambLog from '../../../../packages/rules/src/jamb/fixtures/solo-real-dice.log.json?raw';
import yamLog from '../../../../packages/rules/src/yam-master/fixtures/line-win-real-dice.json?raw';
import { backupFile } from '../backup/backup-file.ts';
import { restoreBackup } from '../backup/backup-store.ts';
import { APP_GAMES } from '../games/app-games.ts';
import { importHistory } from '../history/history-store.ts';
import { closeDatabase, DB_NAME } from '../store/db.ts';
import { listGames, type SavedGame, saveGame } from '../store/games.ts';
import { mutatedFile } from './mutated-file.ts';
import { openSavedGame } from './saved-games.ts';

/** A game this device already holds, which no file may change. */
const bystander: SavedGame = {
  id: 'kept',
  game: 'yam-master',
  log: JSON.parse(yamLog),
  title: 'kept',
  players: ['Ana', 'Ben'],
  status: 'finished',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const WORDS = /^\S.*\S$/;
const NO_CODE = /undefined|\[object|log-|bad-|NaN/;

beforeEach(async () => {
  await closeDatabase();
  await deleteDB(DB_NAME);
  await saveGame(bystander);
});
afterEach(closeDatabase);

/** Every game added opens, and the bystander is as it was. */
async function expectWholeGames(before: readonly SavedGame[]) {
  const after = await listGames();
  expect(after.find((saved) => saved.id === bystander.id)).toEqual(bystander);
  for (const saved of after.filter((game) => !before.some((old) => old.id === game.id))) {
    const opened = await openSavedGame(APP_GAMES[saved.game], saved.id);
    expect(opened.ok).toBe(true);
  }
  return after;
}

describe('a history file with a damaged game beside a good one', () => {
  it('adds the good one, adds the damaged one whole or names it with a reason, and loses nothing', async () => {
    let refusedIn = 0;
    await fc.assert(
      fc.asyncProperty(mutatedFile(jambLog), async (damaged) => {
        const before = await listGames();
        const text = JSON.stringify({
          format: 'dicetable-history',
          version: 1,
          exportedAt: '2026-02-01T00:00:00.000Z',
          players: [],
          games: [parsed(damaged), JSON.parse(yamLog)],
        });
        const outcome = await importHistory(text);
        if (!outcome.ok) throw new Error(outcome.reason);
        refusedIn += outcome.refused.length;
        for (const entry of outcome.refused) {
          expect(entry.name).toMatch(WORDS);
          expect(entry.reason).toMatch(WORDS);
          expect(`${entry.name} ${entry.reason}`).not.toMatch(NO_CODE);
        }
        const after = await expectWholeGames(before);
        expect(after).toHaveLength(before.length + outcome.added);
        expect(outcome.added + outcome.duplicates + outcome.skipped + outcome.refused.length).toBe(2);
      }),
      { numRuns: 60 },
    );
    // Most damage is refused: the property met the refusals it speaks of.
    expect(refusedIn).toBeGreaterThan(20);
  });
});

describe('a backup with a damaged game beside a good one', () => {
  it('restores the games that pass, names each refused one with a reason, and loses nothing', async () => {
    let next = 0;
    let refusedIn = 0;
    await fc.assert(
      fc.asyncProperty(mutatedFile(jambLog), async (damaged) => {
        const before = await listGames();
        const entry = (id: string, log: unknown) =>
          ({ ...bystander, id, game: 'jamb', log }) as unknown as SavedGame;
        const backup = backupFile({
          games: [entry(`damaged-${next++}`, parsed(damaged)), entry(`good-${next++}`, JSON.parse(jambLog))],
          players: [],
          settings: {},
        });
        const outcome = await restoreBackup(backup, () => `new-${next++}`);
        if (!outcome.ok) throw new Error(outcome.reason);
        for (const refused of outcome.refused) {
          expect(refused.reason).toMatch(WORDS);
          expect(`${refused.name} ${refused.reason}`).not.toMatch(NO_CODE);
        }
        refusedIn += outcome.refused.length;
        const { gamesAdded, gamesBeside, gamesHere } = outcome.counts;
        const after = await expectWholeGames(before);
        expect(after).toHaveLength(before.length + gamesAdded + gamesBeside);
        expect(gamesAdded + gamesBeside + gamesHere + outcome.refused.length).toBe(2);
      }),
      { numRuns: 60 },
    );
    expect(refusedIn).toBeGreaterThan(20);
  });
});
