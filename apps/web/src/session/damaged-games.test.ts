// @vitest-environment jsdom
// Damaged saves, the same for every game: a corrupt, truncated, foreign or newer game file or saved
// game is refused with a translated explanation, never with an exception or a wait that does not end,
// and nothing else saved changes. Fuzzed over mutations of a real log of each game.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import jambLog from '../../../../packages/rules/src/jamb/fixtures/solo-real-dice.log.json?raw';
import jamSumoFixture from '../../../../packages/rules/src/jamsumo/fixtures/jam-round.json';
import yamLog from '../../../../packages/rules/src/yam-master/fixtures/line-win-real-dice.json?raw';
import { jambGame } from '../games/jamb/jamb-game.ts';
import { jamSumoGame } from '../games/jamsumo/jamsumo-game.ts';
import { yamGame } from '../games/yam-master/yam-game.ts';
import { listGames, loadGame, type SavedGame, saveGame } from '../store/games.ts';
import type { AnyAppGame } from './app-game.ts';
import { importGameFile, openSavedGame } from './saved-games.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every place in a JSON document, with whether a number sits there. */
function pathsOf(value: Json, path: Path = []): { path: Path; numeric: boolean }[] {
  const here = { path, numeric: typeof value === 'number' };
  if (Array.isArray(value)) return [here, ...value.flatMap((item, i) => pathsOf(item, [...path, i]))];
  if (value !== null && typeof value === 'object') {
    return [here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return [here];
}

function replaced(value: Json, path: Path, by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  copy[head!] = replaced(copy[head!]!, rest, by);
  return copy as Json;
}

const otherType = fc.oneof(
  fc.constant<Json>(null),
  fc.boolean(),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.constant<Json>({ type: 'burn', draws: 1e12 }),
);
const outOfRange = fc.oneof(
  fc.constantFrom(-1, 0, 6.5, 7, 99, 1e9, -1e9, 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
);

/** A mutated log file: truncated, a byte flipped, a value of the wrong type, a number out of range. */
function mutatedFile(text: string): fc.Arbitrary<string> {
  const doc = JSON.parse(text) as Json;
  const places = pathsOf(doc);
  const numbers = places.filter((place) => place.numeric);
  return fc.oneof(
    fc.nat({ max: text.length - 1 }).map((at) => text.slice(0, at)),
    fc
      .tuple(fc.nat({ max: text.length - 1 }), fc.integer({ min: 0, max: 0x7f }))
      .map(([at, code]) => text.slice(0, at) + String.fromCharCode(code) + text.slice(at + 1)),
    fc
      .tuple(fc.constantFrom(...places), otherType)
      .map(([place, by]) => JSON.stringify(replaced(doc, place.path, by))),
    fc
      .tuple(fc.constantFrom(...numbers), outOfRange)
      .map(([place, by]) => JSON.stringify(replaced(doc, place.path, by))),
  );
}

const GAMES: [string, AnyAppGame, string][] = [
  ['Jamb', jambGame, jambLog],
  ['Yam Master', yamGame, yamLog],
  ['JamSumo', jamSumoGame, JSON.stringify(jamSumoFixture.log)],
];

const bystander = (id: string, game: AnyAppGame, text: string): SavedGame => ({
  id,
  game: game.rules.id,
  log: JSON.parse(text),
  title: 'kept',
  players: ['Ann'],
  status: 'playing',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

describe.each(GAMES)('damaged %s games', (_name, game, text) => {
  it('1,000 mutated files: each imports whole or is refused in words, and nothing else changes', async () => {
    const kept = bystander(`kept-${game.rules.id}`, game, text);
    await saveGame(kept);
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(mutatedFile(text), async (file) => {
        const before = (await listGames()).length;
        const imported = await importGameFile(game, new Blob([file]));
        const after = await listGames();
        if (imported.ok) {
          expect(after).toHaveLength(before + 1);
          expect((await loadGame(imported.value.id))?.game).toBe(game.rules.id);
        } else {
          refused += 1;
          expect(imported.message).toMatch(/^Import refused: \S.* Nothing was changed\.$/);
          expect(imported.message).not.toMatch(/undefined|\[object|log-|bad-|NaN/);
          expect(after).toHaveLength(before);
        }
      }),
      { numRuns: 1000 },
    );
    expect(refused).toBeGreaterThan(500);
    expect(await loadGame(kept.id)).toEqual(kept);
  });

  it('a damaged saved game does not open, says why, and stays exactly as it was', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedFile(text), async (file) => {
        let log: unknown;
        try {
          log = JSON.parse(file);
        } catch {
          log = file;
        }
        const record = { ...bystander(`damaged-${game.rules.id}`, game, text), log } as SavedGame;
        await saveGame(record);
        const opened = await openSavedGame(game, record.id);
        if (!opened.ok) {
          expect(opened.message).toMatch(
            /^This saved game cannot be opened: \S.* your other games are not affected\.$/,
          );
          expect(opened.message).not.toMatch(/undefined|\[object|log-|bad-|NaN/);
        }
        expect(await loadGame(record.id)).toEqual(record);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a saved game of another kind or from nowhere', () => {
  it('is explained, not opened', async () => {
    await saveGame(bystander('yam-in-jamb', yamGame, yamLog));
    const wrong = await openSavedGame(jambGame, 'yam-in-jamb');
    expect(wrong).toEqual({
      ok: false,
      message:
        'This saved game cannot be opened: its game log is a Yam Master game, not Jamb. It is kept as it is; your other games are not affected.',
    });
    expect(await openSavedGame(jambGame, 'no-such-game')).toEqual({
      ok: false,
      message: 'This game was not found on this device. It may have been deleted.',
    });
  });
});
