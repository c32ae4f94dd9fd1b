// Which seats of a game the computer plays, and at which level: remembered beside the saved game (the
// game log stays the same whoever made the moves).
import { preference } from '../store/preferences.ts';

/** Per seat: null for a person, else the computer's level. */
export type ComputerSeats<Level extends string> = readonly (Level | null)[];

const computerSeats = <Level extends string>(
  game: string,
  id: string,
  players: number,
  levels: readonly Level[],
) =>
  preference(
    `${game}.computers.${id}`,
    (stored): ComputerSeats<Level> =>
      Array.from({ length: players }, (_, seat) => {
        const level = Array.isArray(stored) ? stored[seat] : null;
        return levels.includes(level as Level) ? (level as Level) : null;
      }),
  );

export const loadComputerSeats = <Level extends string>(
  game: string,
  id: string,
  players: number,
  levels: readonly Level[],
): Promise<ComputerSeats<Level>> => computerSeats(game, id, players, levels).load();

export const saveComputerSeats = <Level extends string>(
  game: string,
  id: string,
  seats: ComputerSeats<Level>,
) => computerSeats<Level>(game, id, seats.length, []).save(seats);
