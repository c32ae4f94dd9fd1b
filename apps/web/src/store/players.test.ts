import { createGameLog } from '@dicetable/rules';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, DB_NAME, type SavedGame } from './db.ts';
import { listGames, loadGame, saveGame } from './games.ts';
import {
  gamesOfPlayer,
  listEveryPlayer,
  listPlayers,
  rememberPlayers,
  removePlayer,
  renamePlayer,
} from './players.ts';

function game(id: string, players: string[]): SavedGame {
  return {
    id,
    game: 'yam-master',
    log: createGameLog('yam-master', {
      players: players.map((name, i) => ({ name, colour: i + 1 })),
      dice: 'real',
    }),
    title: players.join(' – '),
    players,
    status: 'finished',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: `2026-03-0${id}T10:00:00.000Z`,
    summary: `${players[0]} 2 – 0 ${players[1]}`,
  };
}

beforeEach(async () => {
  await closeDatabase();
  await deleteDB(DB_NAME);
});
afterEach(closeDatabase);

describe('remembered players', () => {
  it('are remembered once each, trimmed, in alphabetical order', async () => {
    await rememberPlayers(['Bram', ' Ana ', '', 'Bram']);
    await rememberPlayers(['Ana', 'Anna']);
    expect(await listPlayers()).toEqual(['Ana', 'Anna', 'Bram']);
  });

  it('a rename rewrites every game of the player, names inside longer names untouched', async () => {
    await saveGame(game('1', ['Ann', 'Anna']));
    await saveGame(game('2', ['Bram', 'Ann']));
    await rememberPlayers(['Ann', 'Anna', 'Bram']);
    expect(await renamePlayer('Ann', ' Annie ')).toBe('renamed');
    const first = (await loadGame('1'))!;
    expect(first.players).toEqual(['Annie', 'Anna']);
    expect(first.title).toBe('Annie – Anna');
    expect(first.summary).toBe('Annie 2 – 0 Anna');
    expect((first.log.setup as { players: { name: string; colour: number }[] }).players).toEqual([
      { name: 'Annie', colour: 1 },
      { name: 'Anna', colour: 2 },
    ]);
    expect((await loadGame('2'))!.players).toEqual(['Bram', 'Annie']);
    expect(await listPlayers()).toEqual(['Anna', 'Annie', 'Bram']);
  });

  it('a rename onto another player merges them, unless they played together', async () => {
    await saveGame(game('1', ['Ann', 'Bram']));
    await saveGame(game('2', ['Anna', 'Chris']));
    await rememberPlayers(['Ann', 'Anna', 'Bram', 'Chris']);
    expect(await renamePlayer('Ann', 'Bram')).toBe('played-together');
    expect((await loadGame('1'))!.players).toEqual(['Ann', 'Bram']);
    expect(await renamePlayer('Anna', 'Ann')).toBe('renamed');
    expect(await gamesOfPlayer('Ann')).toBe(2);
    expect(await listPlayers()).toEqual(['Ann', 'Bram', 'Chris']);
    expect(await renamePlayer('Ann', '  ')).toBe('empty');
    expect(await renamePlayer('Ann', 'x'.repeat(41))).toBe('too-long');
  });

  it('removing a player deletes the player and every game they played', async () => {
    await saveGame(game('1', ['Ann', 'Bram']));
    await saveGame(game('2', ['Chris', 'Dora']));
    await rememberPlayers(['Ann', 'Bram', 'Chris', 'Dora']);
    expect(await removePlayer('Ann')).toBe(true);
    expect((await listGames()).map((saved) => saved.id)).toEqual(['2']);
    expect(await listPlayers()).toEqual(['Bram', 'Chris', 'Dora']);
  });

  it('everyone the saved games know is listed, also players of an imported game never remembered', async () => {
    await rememberPlayers(['Bram']);
    // An imported game file brings its players without the new-game form.
    await saveGame(game('1', ['Zoë', ' Ann ']));
    expect(await listPlayers()).toEqual(['Bram']);
    expect(await listEveryPlayer()).toEqual(['Ann', 'Bram', 'Zoë']);
    expect(await renamePlayer('Zoë', 'Zoe')).toBe('renamed');
    expect(await listEveryPlayer()).toEqual(['Ann', 'Bram', 'Zoe']);
    // A rename remembers the new name; removing deletes the game, and with it everyone only it knew.
    expect(await removePlayer('Ann')).toBe(true);
    expect(await listEveryPlayer()).toEqual(['Bram', 'Zoe']);
  });
});
