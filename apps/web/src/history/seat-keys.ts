// Statistics and the players' lists tell people and computers apart. A seat is known by its shown name
// (a default "Player 3" in the viewer's language, a computer as "Computer (good)" or the name the group
// gave it); a computer seat's key is marked, so that no person's figures ever take in a computer's games,
// even were a person called "Computer (good)" (the mark is a private-use character no keyboard types).
import { type ComputerLevel, computerSeatsOf } from '@dicetable/rules/game';
import type { FinishedGame } from '@dicetable/stats';
import { seatName } from '../session/seat-names.ts';

const COMPUTER_MARK = '\uE000';

export const isComputerKey = (key: string): boolean => key.startsWith(COMPUTER_MARK);

/** What a key shows: the seat's name, without the mark. */
export const keyLabel = (key: string): string => (isComputerKey(key) ? key.slice(COMPUTER_MARK.length) : key);

/** The key of a seat: its shown name, marked for a computer. */
export function seatKey(name: string, seat: number, level: ComputerLevel | null): string {
  const shown = seatName(name, seat, level);
  return level ? `${COMPUTER_MARK}${shown}` : shown;
}

/** The key of each seat of a setup, in seat order. */
export function seatKeys(setup: unknown): string[] {
  const players = (setup as { players?: { name?: unknown }[] } | null)?.players ?? [];
  const levels = computerSeatsOf(setup);
  return players.map((player, seat) => seatKey(String(player.name ?? ''), seat, levels[seat] ?? null));
}

/** The game with each seat named by its key, for statistics gathered by name. */
export function keyedGame(game: FinishedGame): FinishedGame {
  const keys = seatKeys(game.log.setup);
  const setup = game.log.setup as { players: { name: string }[] };
  const players = setup.players.map((player, seat) => ({ ...player, name: keys[seat]! }));
  return { ...game, log: { ...game.log, setup: { ...setup, players } } } as FinishedGame;
}
