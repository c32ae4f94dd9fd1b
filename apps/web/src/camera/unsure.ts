// Which dice the player should check first. A reading's confidence is the detector's heat times the
// classifier's chance of the value read. Below UNSURE_BELOW, on the trial photos (`tune-val`, read with a
// classifier that never saw them) were 64% of the dice read with a wrong value and 73% of the dice
// invented, but only 5.6% of those read right; on the held-out photos 64%, 67% and 5.6%. A die found
// only from a faint centre (heat under 0.3) is always under it.
import type { DiceReading } from './reading.ts';

/** The confidence under which a die is marked for the player to check. */
export const UNSURE_BELOW = 0.3;

/** A die the player has set is sure: confidence 1. */
export const SET_BY_PLAYER = 1;

export function isUnsure(die: DiceReading): boolean {
  return die.confidence < UNSURE_BELOW;
}
