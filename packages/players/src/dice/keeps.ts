// The dice of a turn as multisets: the 252 outcomes of five dice, the 462 keeps (0 to 5 dice set aside)
// and, per keep, the exact distribution of the outcome after rolling the other dice. Computed once; the
// planners of both games evaluate a whole turn over these tables in well under a millisecond.

/** Counts per face 1…6 as a base-6 key (each count 0…5). */
const keyOf = (counts: readonly number[]): number => {
  let key = 0;
  for (let face = 6; face >= 1; face--) key = key * 6 + (counts[face] ?? 0);
  return key;
};

function multisetsOfSize(size: number): number[][] {
  const result: number[][] = [];
  const walk = (prefix: number[], from: number) => {
    if (prefix.length === size) {
      result.push(prefix);
      return;
    }
    for (let face = from; face <= 6; face++) walk([...prefix, face], face);
  };
  walk([], 1);
  return result;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

function countsOf(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const die of dice) counts[die]!++;
  return counts;
}

/** Chance that `size` fair dice show exactly this multiset. */
function multisetProbability(dice: readonly number[]): number {
  const counts = countsOf(dice);
  let ways = factorial(dice.length);
  for (let face = 1; face <= 6; face++) ways /= factorial(counts[face]!);
  return ways / 6 ** dice.length;
}

/** The 252 sorted outcomes of five dice, in a fixed order (index = outcome id). */
export const OUTCOMES: readonly (readonly number[])[] = multisetsOfSize(5);
export const OUTCOME_COUNT = OUTCOMES.length;
/** Face counts of each outcome (index 0 unused). */
export const OUTCOME_COUNTS: readonly (readonly number[])[] = OUTCOMES.map(countsOf);
/** Chance of each outcome on a roll of all five dice. */
export const OUTCOME_PROBABILITY: Float64Array = Float64Array.from(OUTCOMES.map(multisetProbability));

/** Every keep of 0…5 dice (sorted values). */
export const KEEPS: readonly (readonly number[])[] = [0, 1, 2, 3, 4, 5].flatMap(multisetsOfSize);

const outcomeByKey = new Map(OUTCOMES.map((dice, index) => [keyOf(countsOf(dice)), index]));
const keepByKey = new Map(KEEPS.map((dice, index) => [keyOf(countsOf(dice)), index]));

export function outcomeIndex(dice: readonly number[]): number {
  const index = outcomeByKey.get(keyOf(countsOf(dice)));
  if (index === undefined) throw new RangeError(`not five dice: ${dice.join(',')}`);
  return index;
}

export function keepIndex(dice: readonly number[]): number {
  const index = keepByKey.get(keyOf(countsOf(dice)));
  if (index === undefined) throw new RangeError(`not a keep: ${dice.join(',')}`);
  return index;
}

/** Per keep: the outcomes reachable by rolling the other dice, and their chances (flat arrays). */
export const KEEP_TARGETS: readonly Int32Array[] = [];
export const KEEP_CHANCES: readonly Float64Array[] = [];
for (const keep of KEEPS) {
  const rolled = multisetsOfSize(5 - keep.length);
  (KEEP_TARGETS as Int32Array[]).push(
    Int32Array.from(rolled.map((dice) => outcomeIndex([...keep, ...dice]))),
  );
  (KEEP_CHANCES as Float64Array[]).push(Float64Array.from(rolled.map(multisetProbability)));
}

/** Per outcome: its distinct keeps that roll at least one die (every sub-multiset but itself). */
export const REROLL_KEEPS: readonly Int32Array[] = OUTCOMES.map((dice) => {
  const counts = countsOf(dice);
  const keeps: number[] = [];
  const walk = (face: number, kept: number[]) => {
    if (face > 6) {
      if (kept.length < 5) keeps.push(keepIndex(kept));
      return;
    }
    for (let n = 0; n <= counts[face]!; n++) walk(face + 1, [...kept, ...Array<number>(n).fill(face)]);
  };
  walk(1, []);
  return Int32Array.from(keeps);
});

/** The value of each keep: the expected value of `after` over the dice rolled. */
export function keepValues(after: Float64Array): Float64Array {
  const values = new Float64Array(KEEPS.length);
  for (let keep = 0; keep < KEEPS.length; keep++) {
    const targets = KEEP_TARGETS[keep]!;
    const chances = KEEP_CHANCES[keep]!;
    let total = 0;
    for (let i = 0; i < targets.length; i++) total += chances[i]! * after[targets[i]!]!;
    values[keep] = total;
  }
  return values;
}

/**
 * The whole turn's dynamic programme. `stop(rollNumber)` gives the value of ending the rolling on each
 * outcome after that roll (1…3). Returns, per rolls left 0…2, the best value of each outcome, and per
 * rolls left 1…2 the keep values that led there.
 */
export interface TurnTables {
  /** best[r][outcome]: value with r rolls left, playing on optimally. */
  readonly best: readonly Float64Array[];
  /** keeps[r][keep]: value of keeping these dice and rolling the others with r rolls left (r ≥ 1). */
  readonly keeps: readonly (Float64Array | null)[];
}

export function solveTurn(stop: (rollNumber: number) => Float64Array, maxRollsLeft: number): TurnTables {
  const best: Float64Array[] = [stop(3)];
  const keeps: (Float64Array | null)[] = [null];
  for (let left = 1; left <= maxRollsLeft; left++) {
    const values = keepValues(best[left - 1]!);
    const stopNow = stop(3 - left);
    const layer = new Float64Array(OUTCOME_COUNT);
    for (let outcome = 0; outcome < OUTCOME_COUNT; outcome++) {
      let value = stopNow[outcome]!;
      for (const keep of REROLL_KEEPS[outcome]!) if (values[keep]! > value) value = values[keep]!;
      layer[outcome] = value;
    }
    best.push(layer);
    keeps.push(values);
  }
  return { best, keeps };
}

/** Expected value of a turn before its first roll, given the best values with 2 rolls left. */
export function firstRollValue(bestWithTwoLeft: Float64Array): number {
  let total = 0;
  for (let outcome = 0; outcome < OUTCOME_COUNT; outcome++) {
    total += OUTCOME_PROBABILITY[outcome]! * bestWithTwoLeft[outcome]!;
  }
  return total;
}

export interface KeepChoice {
  /** Dice values to keep; all five means stop rolling. */
  readonly keep: readonly number[];
  readonly value: number;
}

/**
 * The best keep for these dice with `rollsLeft` ≥ 1 (ties go to keeping more dice, then to the first
 * found), compared against stopping at `stopValue`.
 */
export function bestKeep(
  tables: TurnTables,
  dice: readonly number[],
  rollsLeft: number,
  stopValue: number,
): KeepChoice {
  const outcome = outcomeIndex(dice);
  const values = tables.keeps[rollsLeft]!;
  let best: KeepChoice = { keep: OUTCOMES[outcome]!, value: stopValue };
  for (const keep of REROLL_KEEPS[outcome]!) {
    const value = values[keep]!;
    if (
      value > best.value + 1e-9 ||
      (Math.abs(value - best.value) <= 1e-9 && KEEPS[keep]!.length > best.keep.length)
    ) {
      best = { keep: KEEPS[keep]!, value };
    }
  }
  return best;
}

/**
 * Which dice positions to hold so that exactly the values in `keep` stay; dice already held are kept
 * held where they can be, so carrying out a keep takes as few holds and releases as possible.
 */
export function holdMask(
  dice: readonly number[],
  keep: readonly number[],
  held: readonly boolean[] = [],
): boolean[] {
  const wanted = countsOf(keep);
  const mask = dice.map(() => false);
  for (const pass of [true, false]) {
    dice.forEach((die, index) => {
      if (!mask[index] && (held[index] ?? false) === pass && wanted[die]! > 0) {
        wanted[die]!--;
        mask[index] = true;
      }
    });
  }
  return mask;
}
