// Five dice as a multiset: most rules only care how many dice show each face.

export type Face = 1 | 2 | 3 | 4 | 5 | 6;
export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];

export function isFace(value: unknown): value is Face {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6;
}

/** counts[f] = how many dice show face f (index 0 unused). */
export function faceCounts(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const die of dice) counts[die] = (counts[die] ?? 0) + 1;
  return counts;
}

export function sum(dice: readonly number[]): number {
  let total = 0;
  for (const die of dice) total += die;
  return total;
}

export function sortedDice(dice: readonly number[]): number[] {
  return [...dice].sort((a, b) => a - b);
}

/** The largest number of dice showing one face, and that face (the highest face on a tie). */
export function mostCommon(dice: readonly number[]): { face: number; count: number } {
  const counts = faceCounts(dice);
  let best = { face: 0, count: 0 };
  for (let face = 1; face <= 6; face++) {
    const count = counts[face] ?? 0;
    if (count >= best.count && count > 0) best = { face, count };
  }
  return best;
}

/** Every sorted multiset of `count` dice: 252 for five. */
export function allMultisets(count: number): number[][] {
  const result: number[][] = [];
  const walk = (prefix: number[], from: number) => {
    if (prefix.length === count) {
      result.push(prefix);
      return;
    }
    for (let face = from; face <= 6; face++) walk([...prefix, face], face);
  };
  walk([], 1);
  return result;
}
