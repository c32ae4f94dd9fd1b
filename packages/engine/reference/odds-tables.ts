// The dice tables of the reference, filled on first use (ensureTables): every keep (a multiset of
// 0…5 dice, 462 of them, by size then in lexicographic order; the last 252 are the five-dice
// outcomes), the keep one die larger or smaller, the proper sub-keeps of each outcome, and the
// value of stopping on every outcome for every target.
// The WASM engine builds the same tables in the same order (assembly/odds/tables.ts).
import {
  JAMB_LANES,
  JAMB_MIN_EXPECTED_LANE,
  JAMB_STRAIGHT_EXPECTED_LANE,
  JAMB_TRIPS_EXPECTED_LANE,
  RULE_STRAIGHT_BY_ROLL,
  RULE_TRIPS_BONUS_20,
  YAM_LANES,
} from '../src/odds-layout.ts';

export const KEEPS = 462;
export const OUTCOMES = 252;
/** Index of the first five-dice keep. */
export const FIRST_OUTCOME = KEEPS - OUTCOMES;

/** counts[k * 6 + face - 1]: how many dice of each face keep k holds. */
export const keepCounts = new Uint8Array(KEEPS * 6);
/** dice[k * 5 + slot]: the sorted dice values of keep k, 0 in unused slots. */
export const keepDice = new Int32Array(KEEPS * 5);
export const keepSize = new Uint8Array(KEEPS);
/** larger[k * 6 + face - 1]: keep k plus one die of that face (keeps of fewer than five dice). */
export const larger = new Int32Array(FIRST_OUTCOME * 6);
/** smaller[k * 6 + face - 1]: keep k minus one die of that face, or -1 when it has none. */
export const smaller = new Int32Array(KEEPS * 6).fill(-1);
/** subKeeps[subStart[s] … subStart[s + 1]): proper sub-keeps of outcome s, largest first. */
export const subStart = new Int32Array(OUTCOMES + 1);
export const subKeeps = new Int32Array(4116);

const byCounts = new Int16Array(6 ** 6).fill(-1);

function countsKey(counts: ArrayLike<number>, offset: number): number {
  let key = 0;
  for (let face = 5; face >= 0; face--) key = key * 6 + counts[offset + face]!;
  return key;
}

/** The keep index of some dice values (any order). */
export function keepIndex(dice: readonly number[]): number {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const die of dice) counts[die - 1]!++;
  return byCounts[countsKey(counts, 0)]!;
}

function buildKeeps(): void {
  let next = 0;
  const prefix: number[] = [];
  const walk = (size: number, from: number): void => {
    if (prefix.length === size) {
      keepSize[next] = size;
      prefix.forEach((die, slot) => {
        keepDice[next * 5 + slot] = die;
        keepCounts[next * 6 + die - 1]!++;
      });
      byCounts[countsKey(keepCounts, next * 6)] = next;
      next++;
      return;
    }
    for (let face = from; face <= 6; face++) {
      prefix.push(face);
      walk(size, face);
      prefix.pop();
    }
  };
  for (let size = 0; size <= 5; size++) walk(size, 1);

  const counts = [0, 0, 0, 0, 0, 0];
  for (let k = 0; k < KEEPS; k++) {
    for (let face = 0; face < 6; face++) counts[face] = keepCounts[k * 6 + face]!;
    for (let face = 0; face < 6; face++) {
      if (k < FIRST_OUTCOME) {
        counts[face]!++;
        larger[k * 6 + face] = byCounts[countsKey(counts, 0)]!;
        counts[face]!--;
      }
      if (counts[face]! > 0) {
        counts[face]!--;
        smaller[k * 6 + face] = byCounts[countsKey(counts, 0)]!;
        counts[face]!++;
      }
    }
  }
}

function buildSubKeeps(): void {
  const list: number[] = [];
  const counts = [0, 0, 0, 0, 0, 0];
  for (let s = 0; s < OUTCOMES; s++) {
    subStart[s] = list.length;
    const own: number[] = [];
    const walk = (face: number): void => {
      if (face === 6) {
        own.push(byCounts[countsKey(counts, 0)]!);
        return;
      }
      for (let n = 0; n <= keepCounts[(FIRST_OUTCOME + s) * 6 + face]!; n++) {
        counts[face] = n;
        walk(face + 1);
      }
      counts[face] = 0;
    };
    walk(0);
    own.sort((a, b) => b - a);
    // The first is the outcome itself (stopping), which is not a reroll.
    list.push(...own.slice(1));
  }
  subStart[OUTCOMES] = list.length;
  subKeeps.set(list);
}

// ---- Scores ------------------------------------------------------------------------------------

function countsOf(s: number): number[] {
  const counts = [0];
  for (let face = 0; face < 6; face++) counts.push(keepCounts[(FIRST_OUTCOME + s) * 6 + face]!);
  return counts;
}

function total(counts: readonly number[]): number {
  let sum = 0;
  for (let face = 1; face <= 6; face++) sum += face * counts[face]!;
  return sum;
}

function ofAKind(counts: readonly number[], atLeast: number): number {
  for (let face = 6; face >= 1; face--) if (counts[face]! >= atLeast) return face;
  return 0;
}

function straightTop(counts: readonly number[]): number {
  for (const low of [1, 2]) {
    let ok = true;
    for (let face = low; face < low + 5; face++) if (counts[face] !== 1) ok = false;
    if (ok) return low + 4;
  }
  return 0;
}

/** Jamb scores of the 13 categories (default rules), in the order of JAMB_TARGETS. */
export function jambScores(counts: readonly number[]): number[] {
  const sum = total(counts);
  const scores = [1, 2, 3, 4, 5, 6].map((face) => face * counts[face]!);
  scores.push(sum, sum);
  const three = ofAKind(counts, 3);
  scores.push(three > 0 ? 3 * three + 10 : 0);
  const top = straightTop(counts);
  scores.push(top === 5 ? 35 : top === 6 ? 45 : 0);
  const pair = [1, 2, 3, 4, 5, 6].some((face) => counts[face] === 2);
  scores.push(three > 0 && counts[three] === 3 && pair ? sum + 30 : 0);
  const four = ofAKind(counts, 4);
  scores.push(four > 0 ? 4 * four + 40 : 0);
  scores.push(ofAKind(counts, 5) > 0 ? sum + 50 : 0);
  return scores;
}

/** Yam Master figures made by the dice, in the order of YAM_TARGETS up to `le8` (1 = made). */
export function yamFigures(counts: readonly number[]): number[] {
  const figures = [1, 2, 3, 4, 5, 6].map((face) => (counts[face]! >= 3 ? 1 : 0));
  const sorted = counts.slice(1).sort((a, b) => b - a);
  figures.push(sorted[0]! === 5 || (sorted[0]! === 3 && sorted[1]! === 2) ? 1 : 0);
  figures.push(sorted[0]! >= 4 ? 1 : 0);
  figures.push(sorted[0]! === 5 ? 1 : 0);
  figures.push(straightTop(counts) > 0 ? 1 : 0);
  figures.push(total(counts) <= 8 ? 1 : 0);
  return figures;
}

/** A figure other than a brelan: what a Sec or a Défi needs. */
export function isNonBrelanFigure(figures: readonly number[]): boolean {
  return figures.slice(6, 11).some((made) => made === 1);
}

/**
 * The value of stopping on each outcome, per lane, for each phase of the turn. The sec lane is worth
 * something only when stopping after the first roll; the défi lane only after rolling again; with a
 * Défi declared every target also needs the Défi to succeed, and the first roll cannot be kept.
 */
export interface StopTables {
  /** Jamb by rolls left (0, 1, 2): the straight-by-roll house rule pays by the roll it is made on. */
  readonly jamb: readonly [Float64Array, Float64Array, Float64Array];
  /** Yam Master with rolls left 0 or 1, and with 2 (after the first roll). */
  readonly yamLater: Float64Array;
  readonly yamFirst: Float64Array;
  readonly defiLater: Float64Array;
  readonly defiFirst: Float64Array;
}

export const stopTables: StopTables = {
  jamb: [
    new Float64Array(OUTCOMES * JAMB_LANES),
    new Float64Array(OUTCOMES * JAMB_LANES),
    new Float64Array(OUTCOMES * JAMB_LANES),
  ],
  yamLater: new Float64Array(OUTCOMES * YAM_LANES),
  yamFirst: new Float64Array(OUTCOMES * YAM_LANES),
  defiLater: new Float64Array(OUTCOMES * YAM_LANES),
  defiFirst: new Float64Array(OUTCOMES * YAM_LANES),
};

function buildStopTables(): void {
  const { yamLater, yamFirst, defiLater } = stopTables;
  for (let s = 0; s < OUTCOMES; s++) {
    const counts = countsOf(s);
    for (const jamb of stopTables.jamb) {
      jambScores(counts).forEach((score, category) => {
        jamb[s * JAMB_LANES + category] = score > 0 ? 1 : 0;
        const lane = 13 + category;
        jamb[s * JAMB_LANES + lane] = lane === JAMB_MIN_EXPECTED_LANE ? -score : score;
      });
    }
    const figures = yamFigures(counts);
    const figure = isNonBrelanFigure(figures) ? 1 : 0;
    const row = s * YAM_LANES;
    figures.forEach((made, lane) => {
      yamLater[row + lane] = made;
      yamFirst[row + lane] = made;
      defiLater[row + lane] = made * figure;
    });
    yamFirst[row + 11] = figure;
    yamLater[row + 12] = figure;
    defiLater[row + 12] = figure;
  }
}

let jambRules = 0;

/** Rewrites the Jamb lanes that house rules change, when they differ from the last call's. */
export function useJambRules(rules: number): void {
  if (rules === jambRules) return;
  jambRules = rules;
  const tripsBonus = rules & RULE_TRIPS_BONUS_20 ? 20 : 10;
  for (let rollsLeft = 0; rollsLeft < 3; rollsLeft++) {
    const jamb = stopTables.jamb[rollsLeft]!;
    for (let s = 0; s < OUTCOMES; s++) {
      const counts = countsOf(s);
      const three = ofAKind(counts, 3);
      jamb[s * JAMB_LANES + JAMB_TRIPS_EXPECTED_LANE] = three > 0 ? 3 * three + tripsBonus : 0;
      const top = straightTop(counts);
      const straight = rules & RULE_STRAIGHT_BY_ROLL ? [46, 56, 66][rollsLeft]! : top === 5 ? 35 : 45;
      jamb[s * JAMB_LANES + JAMB_STRAIGHT_EXPECTED_LANE] = top > 0 ? straight : 0;
    }
  }
}

let built = false;

/** Fills the tables once; importing the engine costs nothing until the reference is first used. */
export function ensureTables(): void {
  if (built) return;
  built = true;
  buildKeeps();
  buildSubKeeps();
  buildStopTables();
}
