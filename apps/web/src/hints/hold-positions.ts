// Turns a hint's hold (dice values) into the dice on the table to light up.

/**
 * Which of the dice to keep for a hold given as values: true at the positions to keep. Among equal
 * values, dice the player already holds are chosen first, so following a hint moves as few dice as
 * possible. Values missing from the dice are ignored.
 */
export function holdPositions(
  dice: readonly number[],
  hold: readonly number[],
  held: readonly boolean[] = [],
): boolean[] {
  const keep = dice.map(() => false);
  const wanted = [0, 0, 0, 0, 0, 0, 0];
  for (const value of hold) if (value >= 1 && value <= 6) wanted[value]!++;
  for (const preferHeld of [true, false]) {
    dice.forEach((value, position) => {
      if (keep[position] || (held[position] ?? false) !== preferHeld) return;
      if ((wanted[value] ?? 0) > 0) {
        wanted[value]!--;
        keep[position] = true;
      }
    });
  }
  return keep;
}

/** The values held at the marked positions: the `hold` of an OddsQuery for the player's own choice. */
export function heldValues(dice: readonly number[], held: readonly boolean[]): number[] {
  return dice.filter((_, position) => held[position] === true);
}
