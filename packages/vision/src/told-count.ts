// When the number of dice thrown is known (the app always knows it: five minus those held), the reader's
// readings beyond that number are not dice of the throw: most of what the reader invents lies on things
// that are not dice, with little confidence. The likeliest dice stand; the rest are kept aside, so that a
// person can still choose one of them.
import type { DiceReading } from './types.ts';

export interface ToldCount {
  /** At most `count` readings, the likeliest, in the order they came in. */
  dice: DiceReading[];
  /** Every other reading, likeliest first. */
  others: DiceReading[];
}

/** Keeps the `count` likeliest readings (by confidence; of equals, the one read first) as the dice. */
export function keepLikeliest(readings: readonly DiceReading[], count: number): ToldCount {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`a count of dice is a whole number, not ${count}`);
  const ranked = readings
    .map((die, index) => ({ die, index }))
    .sort((a, b) => b.die.confidence - a.die.confidence || a.index - b.index);
  const kept = new Set(ranked.slice(0, count).map(({ index }) => index));
  return {
    dice: readings.filter((_, index) => kept.has(index)),
    others: ranked.slice(count).map(({ die }) => die),
  };
}
