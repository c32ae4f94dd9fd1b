// The levels of the computer seats, listed here (types only from the players) so that the new-game
// screens do not load the players' code; the worker does. Every game's setup records a seat's level
// in one vocabulary (beginner, good, expert: `COMPUTER_LEVELS`); Yam Master's players name the same
// three levels easy, medium and hard, rank for rank.
import type { JambLevel, YamLevel } from '@dicetable/players';

export const JAMB_SEAT_LEVELS = ['beginner', 'good', 'expert'] as const satisfies readonly JambLevel[];
export const YAM_SEAT_LEVELS = ['easy', 'medium', 'hard'] as const satisfies readonly YamLevel[];

/** The word every game shows for a level, whichever game's players name it. */
export function levelWord(level: string): (typeof JAMB_SEAT_LEVELS)[number] {
  const rank = (YAM_SEAT_LEVELS as readonly string[]).indexOf(level);
  return rank >= 0 ? JAMB_SEAT_LEVELS[rank]! : (level as (typeof JAMB_SEAT_LEVELS)[number]);
}
