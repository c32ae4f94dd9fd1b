// Remembered players: names typed in a new game are offered again in every game. A player is a name,
// so renaming a player rewrites every saved game they played, and removing one deletes those games.
import type { GameLog } from '@dicetable/rules';
import { type ComputerLevel, computerSeatsOf } from '@dicetable/rules/game';
import { type KnownPlayer, openDatabase, type SavedGame } from './db.ts';
import { isComputerDefault, isDefaultName } from './default-names.ts';
import { reportStorageError } from './storage-status.ts';

export const MAX_PLAYER_NAME = 40;

export async function listPlayers(): Promise<string[]> {
  try {
    const players = await (await openDatabase()).getAll('players');
    return players
      .map((player) => player.name)
      .filter((name) => !isDefaultName(name))
      .sort((a, b) => a.localeCompare(b));
  } catch (error) {
    reportStorageError(error);
    return [];
  }
}

/** The names of a saved game's seats that people play (a computer seat is not a person). */
export function peopleOf(game: Pick<SavedGame, 'players' | 'log'>): string[] {
  const levels = computerSeatsOf(game.log.setup);
  return game.players.filter((_, seat) => (levels[seat] ?? null) === null);
}

/**
 * Everyone the saved games know, remembered or not: the remembered players and every person of a saved
 * game, imported ones included (a game file brings its players without the new-game form). Computer
 * seats are not people: they are listed by `listComputerSeats`.
 */
export async function listEveryPlayer(): Promise<string[]> {
  try {
    const tx = (await openDatabase()).transaction(['games', 'players']);
    const [players, games] = await Promise.all([
      tx.objectStore('players').getAll(),
      tx.objectStore('games').getAll(),
    ]);
    const names = new Set(players.map((player) => player.name).filter((name) => !isComputerDefault(name)));
    for (const game of games) {
      for (const name of peopleOf(game)) if (name.trim()) names.add(name.trim());
    }
    return [...names].sort((a, b) => a.localeCompare(b));
  } catch (error) {
    reportStorageError(error);
    return [];
  }
}

/** Every computer seat of the saved games: its name as stored and its level, once per name and level. */
export async function listComputerSeats(): Promise<{ name: string; seat: number; level: ComputerLevel }[]> {
  try {
    const games = await (await openDatabase()).getAll('games');
    const seen = new Map<string, { name: string; seat: number; level: ComputerLevel }>();
    for (const game of games) {
      computerSeatsOf(game.log.setup).forEach((level, seat) => {
        const name = game.players[seat]?.trim() ?? '';
        if (level && !seen.has(`${level}\u0000${name}`))
          seen.set(`${level}\u0000${name}`, { name, seat, level });
      });
    }
    return [...seen.values()];
  } catch (error) {
    reportStorageError(error);
    return [];
  }
}

/**
 * Remembers the names of a new game's people (blank names are not players, and a seat's default name
 * names no one).
 */
export async function rememberPlayers(names: readonly string[]): Promise<void> {
  try {
    const tx = (await openDatabase()).transaction('players', 'readwrite');
    const addedAt = new Date().toISOString();
    for (const raw of names) {
      const name = raw.trim();
      if (!isDefaultName(name) && !(await tx.store.get(name)))
        await tx.store.put({ name, addedAt } satisfies KnownPlayer);
    }
    await tx.done;
  } catch (error) {
    reportStorageError(error);
  }
}

const playedIn = (game: SavedGame, name: string) => game.players.some((player) => player.trim() === name);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name as a whole word, not inside a longer name ("Ann" in "Anna"). */
const wholeName = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');

function renamedGame(game: SavedGame, from: string, to: string): SavedGame {
  const rename = (name: string) => (name.trim() === from ? to : name);
  const setup = game.log.setup as { players: { name: string }[] };
  const log: GameLog = {
    ...game.log,
    setup: { ...setup, players: setup.players.map((player) => ({ ...player, name: rename(player.name) })) },
  };
  const words = wholeName(from);
  return {
    ...game,
    log,
    players: game.players.map(rename),
    title: game.title.replace(words, to),
    ...(game.summary === undefined ? {} : { summary: game.summary.replace(words, to) }),
  };
}

export type RenameOutcome = 'renamed' | 'empty' | 'too-long' | 'played-together' | 'failed';

/**
 * Renames a player in every saved game. Renaming to a name already known merges the two players,
 * unless they sat at the same game (one game cannot seat one player twice).
 */
export async function renamePlayer(from: string, rawTo: string): Promise<RenameOutcome> {
  const to = rawTo.trim();
  if (!to) return 'empty';
  if (to.length > MAX_PLAYER_NAME) return 'too-long';
  if (to === from) return 'renamed';
  try {
    const db = await openDatabase();
    const tx = db.transaction(['games', 'players'], 'readwrite');
    const games = await tx.objectStore('games').getAll();
    if (games.some((game) => playedIn(game, from) && playedIn(game, to))) {
      tx.abort();
      await tx.done.catch(() => undefined);
      return 'played-together';
    }
    for (const game of games) {
      if (playedIn(game, from)) await tx.objectStore('games').put(renamedGame(game, from, to));
    }
    const players = tx.objectStore('players');
    const known = await players.get(from);
    await players.delete(from);
    if (!(await players.get(to))) {
      await players.put({ name: to, addedAt: known?.addedAt ?? new Date().toISOString() });
    }
    await tx.done;
    return 'renamed';
  } catch (error) {
    reportStorageError(error);
    return 'failed';
  }
}

/** How many saved games a player took part in (removing the player deletes them). */
export async function gamesOfPlayer(name: string): Promise<number> {
  try {
    const games = await (await openDatabase()).getAll('games');
    return games.filter((game) => playedIn(game, name)).length;
  } catch (error) {
    reportStorageError(error);
    return 0;
  }
}

/** Forgets the player and deletes every saved game they took part in. */
export async function removePlayer(name: string): Promise<boolean> {
  try {
    const tx = (await openDatabase()).transaction(['games', 'players'], 'readwrite');
    for (const game of await tx.objectStore('games').getAll()) {
      if (playedIn(game, name)) await tx.objectStore('games').delete(game.id);
    }
    await tx.objectStore('players').delete(name);
    await tx.done;
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
