// Which seats of a game the computer plays, and at which level: recorded in the game's setup
// (`"computer": level`, the same words for every game), so that a file keeps a computer a computer
// wherever it is opened. Games saved before this kept the seats beside the game, under a preference;
// such a game has them written into its setup when it is next opened or backed up.
import type { GameLog } from '@dicetable/rules';
import { COMPUTER_LEVELS, computerSeatsOf, readComputerLevel } from '@dicetable/rules/game';
import { loadGame, type SavedGame, saveGame } from '../store/games.ts';
import { preference } from '../store/preferences.ts';

/** Per seat: null for a person, else the computer's level. */
export type ComputerSeats<Level extends string> = readonly (Level | null)[];

/** Where games saved before the seats went into the setup kept them. */
export const earlierSeatsKey = (game: string, id: string): string => `${game}.computers.${id}`;

const earlierSeats = (game: string, id: string) =>
  preference(earlierSeatsKey(game, id), (stored) =>
    Array.isArray(stored) ? stored.map((level) => readComputerLevel(level)) : [],
  );

/** The log with each seat a person (null) or the computer at that level, as `seats` says. */
export function withSeats<L extends GameLog>(log: L, seats: readonly (string | null)[]): L {
  const setup = log.setup as { players?: unknown };
  if (!Array.isArray(setup.players)) return log;
  const players = setup.players.map((player: { computer?: unknown }, seat) => {
    const { computer: _was, ...person } = player;
    const level = readComputerLevel(seats[seat]);
    return level ? { ...person, computer: level } : person;
  });
  return { ...log, setup: { ...setup, players } };
}

/** Whether any seat of the log is the computer's. */
export const hasComputerSeats = (log: GameLog): boolean =>
  computerSeatsOf(log.setup).some((level) => level !== null);

/**
 * The saved game with its computer seats in its setup: as it is when the setup says so, else with the
 * seats a game saved before kept beside it (`stored`, or read from the store).
 */
export async function withRecordedSeats(saved: SavedGame, stored?: unknown): Promise<SavedGame> {
  if (hasComputerSeats(saved.log)) return saved;
  const seats =
    stored === undefined
      ? await earlierSeats(saved.game, saved.id).load()
      : Array.isArray(stored)
        ? stored.map((level) => readComputerLevel(level))
        : [];
  if (!seats.some((level) => level !== null)) return saved;
  return { ...saved, log: withSeats(saved.log, seats) };
}

/** The computer seats of a saved game, in the game's own words for the levels (`levels`, weakest first). */
export async function loadComputerSeats<Level extends string>(
  _game: string,
  id: string,
  players: number,
  levels: readonly Level[],
): Promise<ComputerSeats<Level>> {
  const saved = await loadGame(id);
  const recorded = saved ? computerSeatsOf(saved.log.setup) : [];
  return Array.from({ length: players }, (_, seat) => {
    const level = recorded[seat];
    return level ? (levels[COMPUTER_LEVELS.indexOf(level)] ?? null) : null;
  });
}

/** Records which seats of a new game the computer plays, in the game's setup. */
export async function saveComputerSeats(
  _game: string,
  id: string,
  seats: readonly (string | null)[],
): Promise<boolean> {
  const saved = await loadGame(id);
  if (!saved) return false;
  return saveGame({ ...saved, log: withSeats(saved.log, seats) });
}
