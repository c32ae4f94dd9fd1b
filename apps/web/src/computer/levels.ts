// The levels of the computer seats, listed here (types only from the players) so that the new-game
// screens do not load the players' code; the worker does.
import type { JambLevel, YamLevel } from '@dicetable/players';

export const JAMB_SEAT_LEVELS = ['beginner', 'good', 'expert'] as const satisfies readonly JambLevel[];
export const YAM_SEAT_LEVELS = ['easy', 'medium', 'hard'] as const satisfies readonly YamLevel[];
