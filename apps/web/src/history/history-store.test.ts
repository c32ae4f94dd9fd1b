import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import jambSolo from '../../../../packages/rules/src/jamb/fixtures/solo-real-dice.log.json';
import jamsumoPad from '../../../../packages/rules/src/jamsumo/fixtures/jamsumo-pad.json';
import yamLine from '../../../../packages/rules/src/yam-master/fixtures/line-win-real-dice.json';
import { APP_GAMES } from '../games/app-games.ts';
import { importGameFile } from '../session/saved-games.ts';
import { closeDatabase, DB_NAME } from '../store/db.ts';
import { listGames, loadGame } from '../store/games.ts';
import { listPlayers } from '../store/players.ts';
import { filterHistory, gamePath, loadHistory } from './finished-games.ts';
import { readHistoryFile } from './history-file.ts';
import { deleteHistory, exportHistory, importHistory } from './history-store.ts';

const file = (games: unknown[], players: string[] = []) =>
  JSON.stringify({ format: 'dicetable-history', version: 1, exportedAt: '', players, games });

beforeEach(async () => {
  await closeDatabase();
  await deleteDB(DB_NAME);
});
afterEach(closeDatabase);

describe('one saved-game record for every import', () => {
  it.each([
    ['a Jamb', jambSolo],
    ['a Yam Master', yamLine],
    ['a JamSumo', jamsumoPad.log],
  ] as const)(
    'gives %s file the same title, summary and status from its game’s import and from History’s',
    async (_, log) => {
      const text = JSON.stringify(log);
      expect(await importHistory(text)).toMatchObject({ ok: true, added: 1 });
      const fromHistory = (await listGames())[0]!;
      const game = APP_GAMES[fromHistory.game];
      const imported = await importGameFile(game, { text: async () => text });
      if (!imported.ok) throw new Error(imported.message);
      const fromGame = (await loadGame(imported.value.id))!;
      const shown = ({ game, title, summary, status, players }: typeof fromGame) => ({
        game,
        title,
        summary,
        status,
        players,
      });
      expect(shown(fromHistory)).toEqual(shown(fromGame));
      expect(fromHistory.status).toBe('finished');
      // History links to the screen the game's own import opens.
      expect(gamePath(fromGame)).toBe(imported.value.href);
    },
  );
});

describe('history export and import', () => {
  it('imports finished games once, lists them newest first and exports them again', async () => {
    const unfinished = { ...jambSolo, actions: jambSolo.actions.slice(0, 10) };
    const illegal = { ...jambSolo, actions: [{ type: 'write', column: 'free', category: 'ones' }] };
    const outcome = await importHistory(
      file([jambSolo, yamLine, jamsumoPad.log, unfinished, illegal], ['Zoe']),
    );
    expect(outcome).toEqual({
      ok: true,
      added: 3,
      // The unfinished game is the first moves of a finished one just added: it is here already.
      duplicates: 1,
      skipped: 0,
      refused: [
        {
          name: expect.stringMatching(/^Jamb of .*2026.* \(Ana\)$/),
          reason: 'action 1 in the file breaks the rules (Roll the dice first).',
        },
      ],
    });
    expect(await importHistory(JSON.stringify(yamLine))).toEqual({
      ok: true,
      added: 0,
      duplicates: 1,
      skipped: 0,
      refused: [],
    });

    const history = await loadHistory();
    // Yam Master and JamSumo were played on 2026-11-29, Jamb on 2026-01-01.
    expect(history.map((entry) => entry.game.game)).toEqual(['jamsumo', 'yam-master', 'jamb']);
    expect(history[2]!.saved.summary).toBe('Ana 1649');
    expect(gamePath(history[0]!.saved)).toBe(`/jamsumo/pad/${history[0]!.saved.id}`);
    expect(gamePath(history[2]!.saved)).toBe(`/jamb/play/${history[2]!.saved.id}`);
    expect(filterHistory(history, { game: 'all', player: 'Ana' }).map((e) => e.game.game)).toEqual([
      'yam-master',
      'jamb',
    ]);
    expect(filterHistory(history, { game: 'jamb', player: 'Ben' })).toEqual([]);
    expect(await listPlayers()).toEqual(['Ana', 'Ann', 'Ben', 'Bram', 'Cas', 'Zoe']);

    const exported = await exportHistory();
    expect(exported.games).toHaveLength(3);
    // What happened, and no secret of this device.
    expect(JSON.stringify(exported)).not.toContain('"seed"');
    expect(exported.players).toContain('Zoe');
    const again = readHistoryFile(JSON.stringify(exported));
    expect(again.ok && again.games.map((g) => g.result.winners)).toEqual([[2], [0], [0]]);

    await deleteHistory();
    expect(await loadHistory()).toEqual([]);
    expect(await listGames()).toEqual([]);
  });

  it('refuses files that are not a history or a game log', async () => {
    expect(await importHistory('not json')).toEqual({ ok: false, reason: 'not-json' });
    expect(await importHistory('{"format":"other"}')).toEqual({ ok: false, reason: 'foreign' });
    expect(await importHistory(JSON.stringify({ format: 'dicetable-history', version: 9 }))).toEqual({
      ok: false,
      reason: 'newer',
    });
  });
});
