// A game file opened from the file manager: read through the launch queue, it becomes a new game of
// the game it records, or is refused in the very words that game's Import button uses.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import jambLog from '../../../../../packages/rules/src/jamb/fixtures/solo-real-dice.log.json?raw';
import jamSumoFixture from '../../../../../packages/rules/src/jamsumo/fixtures/jam-round.json';
import yamLog from '../../../../../packages/rules/src/yam-master/fixtures/line-win-real-dice.json?raw';
import { yamGame } from '../../games/yam-master/yam-game.ts';
import { importGameFile } from '../../session/saved-games.ts';
import { listGames, loadGame } from '../../store/games.ts';
import { consumeLaunchedFiles, type LaunchQueue, launchQueueOf, type OpenedFile } from './launch-queue.ts';

/** A launch queue as the browser hands it over: the consumer is called with the launch's file handles. */
function launchWith(files: { getFile(): Promise<File> }[]): Promise<OpenedFile[]> {
  return new Promise((resolve) => {
    const queue: LaunchQueue = { setConsumer: (consumer) => consumer({ files }) };
    consumeLaunchedFiles(queue, resolve);
  });
}

// Node's File, as the browser's: it reads its text (jsdom's does not).
const handle = (text: string, name = 'game.json') => ({
  getFile: async () => new NodeFile([text], name, { type: 'application/json' }) as unknown as File,
});

const openOne = async (text: string) => {
  const [opened] = await launchWith([handle(text)]);
  return opened!.outcome;
};

describe('game files launched into the installed app', () => {
  it.each([
    ['jamb', jambLog, /^\/jamb\/play\/(\w+)$/],
    ['yam-master', yamLog, /^\/yam-master\/(\w+)$/],
    ['jamsumo', JSON.stringify(jamSumoFixture.log), /^\/jamsumo\/play\/(\w+)$/],
  ])('a %s file becomes a new game of its own and opens in its screen', async (game, text, href) => {
    const outcome = await openOne(text);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.href).toMatch(href);
    expect(outcome.value.href).toContain(outcome.value.id);
    const saved = await loadGame(outcome.value.id);
    expect(saved?.game).toBe(game);
    expect(saved?.log.actions).toEqual(JSON.parse(text).actions);
  });

  it('a file that is no game is refused in words, and nothing is saved', async () => {
    const before = (await listGames()).length;
    expect(await openOne('{"name": "shopping list"')).toEqual({
      ok: false,
      message: 'Import refused: the file is not valid JSON. Nothing was changed.',
    });
    expect(await openOne('{"name": "shopping list"}')).toEqual({
      ok: false,
      message: 'Import refused: the file is not a Dicetable game file. Nothing was changed.',
    });
    expect(await listGames()).toHaveLength(before);
  });

  it('a game whose moves break the rules gets the words of its own game’s import', async () => {
    const log = JSON.parse(yamLog);
    log.actions[1] = { type: 'place', row: 9, column: 9 };
    const text = JSON.stringify(log);
    const outcome = await openOne(text);
    expect(outcome.ok).toBe(false);
    expect(outcome).toEqual(await importGameFile(yamGame, new NodeBlob([text]) as unknown as Blob));
    expect(outcome.ok ? '' : outcome.message).toMatch(
      /^Import refused: action 2 in the file breaks the rules/,
    );
  });

  it('several files: each on its own, in order, one refusal keeping no other out', async () => {
    const unreadable = { getFile: () => Promise.reject(new DOMException('gone', 'NotFoundError')) };
    const opened = await launchWith([handle(jambLog, 'ours.json'), unreadable, handle('[]', 'list.json')]);
    expect(opened.map((file) => [file.name, file.outcome.ok])).toEqual([
      ['ours.json', true],
      ['', false],
      ['list.json', false],
    ]);
    expect(opened[1]!.outcome).toEqual({
      ok: false,
      message: 'Import refused: the file could not be read. Nothing was changed.',
    });
  });

  it('a launch without files is left alone', async () => {
    let called = false;
    consumeLaunchedFiles({ setConsumer: (consumer) => consumer({}) }, () => {
      called = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(called).toBe(false);
    expect(launchQueueOf({})).toBeUndefined();
  });
});
