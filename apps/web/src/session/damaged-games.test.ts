// @vitest-environment jsdom
// Damaged saves, the same for every game: a corrupt, truncated, foreign or newer game file or saved
// game is refused with a translated explanation, never with an exception or a wait that does not end,
// and nothing else saved changes. Fuzzed over mutations of a real log of each game.

import type { GameLog } from '@dicetable/rules';
import { withoutSecret } from '@dicetable/rules/game';
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
import { mutatedFile } from './mutated-file.ts';
import { importGameFile, openSavedGame } from './saved-games.ts';

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
          expect(await loadGame(record.id)).toEqual(record);
        } else {
          // A game that opens is kept as it was, with a secret of this device where it had none.
          const kept = await loadGame(record.id);
          expect({ ...kept, log: withoutSecret(kept!.log) }).toEqual({
            ...record,
            log: withoutSecret(record.log as GameLog),
          });
        }
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
