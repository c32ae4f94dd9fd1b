// What five dice score in each category (docs/rules/jamb.md#categories), with the house rules that change it.
import { faceCounts, sum } from '../dice/multiset.ts';
import type { JambCategory } from './categories.ts';
import { DEFAULT_JAMB_OPTIONS, type JambOptions } from './options.ts';

const FACE_OF: Partial<Record<JambCategory, number>> = {
  ones: 1,
  twos: 2,
  threes: 3,
  fours: 4,
  fives: 5,
  sixes: 6,
};

/** The face shown by at least `count` dice, or 0. */
function faceWithAtLeast(counts: readonly number[], count: number): number {
  for (let face = 6; face >= 1; face--) if ((counts[face] ?? 0) >= count) return face;
  return 0;
}

function straightKind(counts: readonly number[]): 'small' | 'big' | null {
  const distinct = [1, 2, 3, 4, 5, 6].filter((face) => (counts[face] ?? 0) === 1);
  if (distinct.length !== 5) return null;
  if ((counts[6] ?? 0) === 0) return 'small';
  if ((counts[1] ?? 0) === 0) return 'big';
  return null;
}

/**
 * The score of `dice` (five values 1–6) in `category`. `rollNumber` (1–3) matters only for the
 * straight-by-roll house rule; it defaults to the third roll.
 */
export function scoreCategory(
  category: JambCategory,
  dice: readonly number[],
  options: JambOptions = DEFAULT_JAMB_OPTIONS,
  rollNumber = 3,
): number {
  const counts = faceCounts(dice);
  const face = FACE_OF[category];
  if (face !== undefined) return face * (counts[face] ?? 0);
  switch (category) {
    case 'max':
    case 'min':
      return sum(dice);
    case 'trips': {
      const trips = faceWithAtLeast(counts, 3);
      return trips ? 3 * trips + (options.tripsBonus20 ? 20 : 10) : 0;
    }
    case 'straight': {
      const kind = straightKind(counts);
      if (kind === null) return 0;
      if (options.straightByRoll) return [66, 56, 46][Math.min(Math.max(rollNumber, 1), 3) - 1]!;
      return kind === 'small' ? 35 : 45;
    }
    case 'full': {
      const three = counts.findIndex((count, f) => f > 0 && count === 3);
      const two = counts.findIndex((count, f) => f > 0 && count === 2);
      return three > 0 && two > 0 ? sum(dice) + 30 : 0;
    }
    case 'carre': {
      const four = faceWithAtLeast(counts, 4);
      return four ? 4 * four + 40 : 0;
    }
    case 'jamb':
      return faceWithAtLeast(counts, 5) ? sum(dice) + 50 : 0;
    default:
      return 0;
  }
}
