// The guided game's last tap: a real game, the player against the computer, on the app's dice.
import { saveComputerSeats } from '../computer/seats.ts';
import type { AppGame } from '../session/app-game.ts';
import { startGame } from '../session/saved-games.ts';

/** The new game's screen, or undefined when storage failed (the shell has said so). */
export async function startAgainstComputer<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  setup: Setup,
  /** Per seat: null for the player, else the computer's level. */
  seats: readonly (string | null)[],
  /** What the game's own screen keeps besides the seats. */
  prepare?: (id: string) => Promise<unknown>,
): Promise<string | undefined> {
  const id = await startGame(game, setup);
  if (!id) return undefined;
  await prepare?.(id);
  await saveComputerSeats(game.rules.id, id, [...seats]);
  return game.href(id, setup);
}
