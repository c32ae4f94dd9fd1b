// Which seats of a game the computer plays, and at which level: remembered beside the saved game (the
// game log stays the same whoever made the moves).
import { loadPreference, savePreference } from '../store/preferences.ts';

/** Per seat: null for a person, else the computer's level. */
export type ComputerSeats<Level extends string> = readonly (Level | null)[];

const seatsKey = (game: string, id: string) => `${game}.computers.${id}`;

export async function loadComputerSeats<Level extends string>(
  game: string,
  id: string,
  players: number,
  levels: readonly Level[],
): Promise<ComputerSeats<Level>> {
  const saved = await loadPreference<unknown[]>(seatsKey(game, id));
  return Array.from({ length: players }, (_, seat) => {
    const level = Array.isArray(saved) ? saved[seat] : null;
    return levels.includes(level as Level) ? (level as Level) : null;
  });
}

export const saveComputerSeats = <Level extends string>(
  game: string,
  id: string,
  seats: ComputerSeats<Level>,
) => savePreference(seatsKey(game, id), seats);
