// The dice tables, built once at start-up in static memory: every keep (a multiset of 0…5 dice, 462 of
// them, by size then in lexicographic order; the last 252 are the five-dice outcomes), the keep one die
// larger or smaller, the proper sub-keeps of each outcome, and the value of stopping on each outcome
// for every target lane. Same order and contents as the TypeScript reference (reference/odds-tables.ts).

export const KEEPS: i32 = 462;
export const OUTCOMES: i32 = 252;
export const FIRST_OUTCOME: i32 = KEEPS - OUTCOMES;
export const JAMB_LANES: i32 = 26;
export const YAM_LANES: i32 = 14;
export const JAMB_MIN_EXPECTED_LANE: i32 = 20;
export const JAMB_TRIPS_EXPECTED_LANE: i32 = 21;
export const JAMB_STRAIGHT_EXPECTED_LANE: i32 = 22;
export const RULE_STRAIGHT_BY_ROLL: i32 = 1;
export const RULE_TRIPS_BONUS_20: i32 = 2;
export const YAM_SEC_LANE: i32 = 11;
export const YAM_DEFI_LANE: i32 = 12;
const SUB_KEEPS_TOTAL: i32 = 4116;

/** u8 counts[k * 6 + face - 1]. */
export const keepCounts: usize = memory.data(KEEPS * 6);
/** i32 dice[k * 5 + slot], sorted, 0 in unused slots. */
export const keepDice: usize = memory.data(KEEPS * 5 * 4, 16);
/** i32 larger[k * 6 + face - 1] for keeps of fewer than five dice. */
export const larger: usize = memory.data(FIRST_OUTCOME * 6 * 4, 16);
/** i32 smaller[k * 6 + face - 1], or -1. */
export const smaller: usize = memory.data(KEEPS * 6 * 4, 16);
/** i32: the proper sub-keeps of outcome s are subKeeps[subStart[s] … subStart[s + 1]), largest first. */
export const subStart: usize = memory.data((OUTCOMES + 1) * 4, 16);
export const subKeeps: usize = memory.data(SUB_KEEPS_TOTAL * 4, 16);
/** i16 keep index + 1 by base-6 key of the counts (0 = no such keep). */
const byCounts: usize = memory.data(46656 * 2, 16);

/** f64 stop values [outcome][lane]: Jamb by rolls left (0, 1, 2), and Yam Master by phase. */
export const stopJamb: usize = memory.data(3 * OUTCOMES * JAMB_LANES * 8, 16);
export const STOP_JAMB_SIZE: usize = <usize>(OUTCOMES * JAMB_LANES * 8);
export const stopYamLater: usize = memory.data(OUTCOMES * YAM_LANES * 8, 16);
export const stopYamFirst: usize = memory.data(OUTCOMES * YAM_LANES * 8, 16);
export const stopDefiLater: usize = memory.data(OUTCOMES * YAM_LANES * 8, 16);
export const stopDefiFirst: usize = memory.data(OUTCOMES * YAM_LANES * 8, 16);

const scratchCounts: usize = memory.data(8, 8);
const scratchPrefix: usize = memory.data(8 * 4, 16);

function countsKey(counts: usize): i32 {
  let key = 0;
  for (let face = 5; face >= 0; face--) key = key * 6 + <i32>load<u8>(counts + face);
  return key;
}

/** Keep index of the counts at `counts` (6 × u8), or -1. */
export function keepOfCounts(counts: usize): i32 {
  return <i32>load<i16>(byCounts + ((<usize>countsKey(counts)) << 1)) - 1;
}

function countOf(k: i32, face: i32): i32 {
  return <i32>load<u8>(keepCounts + k * 6 + face);
}

function buildKeeps(): void {
  let next = 0;
  for (let size = 0; size <= 5; size++) {
    // Non-decreasing sequences of `size` faces in lexicographic order, as an odometer.
    for (let i = 0; i < size; i++) store<i32>(scratchPrefix + ((<usize>i) << 2), 1);
    while (true) {
      for (let i = 0; i < size; i++) {
        const die = load<i32>(scratchPrefix + ((<usize>i) << 2));
        store<i32>(keepDice + ((<usize>(next * 5 + i)) << 2), die);
        const at = keepCounts + next * 6 + die - 1;
        store<u8>(at, load<u8>(at) + 1);
      }
      store<i16>(byCounts + ((<usize>countsKey(keepCounts + next * 6)) << 1), <i16>(next + 1));
      next++;
      let i = size - 1;
      while (i >= 0 && load<i32>(scratchPrefix + ((<usize>i) << 2)) === 6) i--;
      if (i < 0) break;
      const bumped = load<i32>(scratchPrefix + ((<usize>i) << 2)) + 1;
      for (let j = i; j < size; j++) store<i32>(scratchPrefix + ((<usize>j) << 2), bumped);
    }
  }
  for (let k = 0; k < KEEPS; k++) {
    for (let face = 0; face < 6; face++) store<u8>(scratchCounts + face, <u8>countOf(k, face));
    for (let face = 0; face < 6; face++) {
      const at = scratchCounts + face;
      const count = load<u8>(at);
      if (k < FIRST_OUTCOME) {
        store<u8>(at, count + 1);
        store<i32>(larger + ((<usize>(k * 6 + face)) << 2), keepOfCounts(scratchCounts));
      }
      let less = -1;
      if (count > 0) {
        store<u8>(at, count - 1);
        less = keepOfCounts(scratchCounts);
      }
      store<i32>(smaller + ((<usize>(k * 6 + face)) << 2), less);
      store<u8>(at, count);
    }
  }
}

function buildSubKeeps(): void {
  let total = 0;
  for (let s = 0; s < OUTCOMES; s++) {
    store<i32>(subStart + ((<usize>s) << 2), total);
    const outcome = FIRST_OUTCOME + s;
    // Sub-keeps are keep indices; indices grow with size, so scanning downwards from the outcome
    // lists the largest keeps first, as the reference does by sorting.
    for (let k = outcome - 1; k >= 0; k--) {
      let inside = true;
      for (let face = 0; face < 6; face++) if (countOf(k, face) > countOf(outcome, face)) inside = false;
      if (inside) {
        store<i32>(subKeeps + ((<usize>total) << 2), k);
        total++;
      }
    }
  }
  store<i32>(subStart + ((<usize>OUTCOMES) << 2), total);
}

function sumOf(s: i32): i32 {
  let total = 0;
  for (let face = 0; face < 6; face++) total += (face + 1) * countOf(FIRST_OUTCOME + s, face);
  return total;
}

/** Highest face shown at least `atLeast` times, or 0. */
function ofAKind(s: i32, atLeast: i32): i32 {
  for (let face = 5; face >= 0; face--) if (countOf(FIRST_OUTCOME + s, face) >= atLeast) return face + 1;
  return 0;
}

/** 5 for 1-2-3-4-5, 6 for 2-3-4-5-6, else 0. */
function straightTop(s: i32): i32 {
  for (let low = 0; low <= 1; low++) {
    let ok = true;
    for (let face = low; face < low + 5; face++) if (countOf(FIRST_OUTCOME + s, face) !== 1) ok = false;
    if (ok) return low + 5;
  }
  return 0;
}

function hasPair(s: i32): bool {
  for (let face = 0; face < 6; face++) if (countOf(FIRST_OUTCOME + s, face) === 2) return true;
  return false;
}

/** Jamb score of category 0…12 (default rules). */
function jambScore(s: i32, category: i32): i32 {
  if (category < 6) return (category + 1) * countOf(FIRST_OUTCOME + s, category);
  const sum = sumOf(s);
  if (category < 8) return sum;
  const three = ofAKind(s, 3);
  if (category === 8) return three > 0 ? 3 * three + 10 : 0;
  if (category === 9) {
    const top = straightTop(s);
    return top === 5 ? 35 : top === 6 ? 45 : 0;
  }
  if (category === 10)
    return three > 0 && countOf(FIRST_OUTCOME + s, three - 1) === 3 && hasPair(s) ? sum + 30 : 0;
  if (category === 11) {
    const four = ofAKind(s, 4);
    return four > 0 ? 4 * four + 40 : 0;
  }
  return ofAKind(s, 5) > 0 ? sum + 50 : 0;
}

/** Yam Master figure 0…10 (brelans 1…6, full, carre, yam, suite, le8): 1 when made. */
function yamFigure(s: i32, figure: i32): f64 {
  if (figure < 6) return countOf(FIRST_OUTCOME + s, figure) >= 3 ? 1 : 0;
  const most = mostOfAKind(s);
  if (figure === 6) return most === 5 || (most === 3 && hasPair(s)) ? 1 : 0;
  if (figure === 7) return most >= 4 ? 1 : 0;
  if (figure === 8) return most === 5 ? 1 : 0;
  if (figure === 9) return straightTop(s) > 0 ? 1 : 0;
  return sumOf(s) <= 8 ? 1 : 0;
}

function mostOfAKind(s: i32): i32 {
  let most = 0;
  for (let face = 0; face < 6; face++) most = max(most, countOf(FIRST_OUTCOME + s, face));
  return most;
}

function put(table: usize, lanes: i32, s: i32, lane: i32, value: f64): void {
  store<f64>(table + ((<usize>(s * lanes + lane)) << 3), value);
}

function buildStopTables(): void {
  for (let s = 0; s < OUTCOMES; s++) {
    for (let rollsLeft = 0; rollsLeft < 3; rollsLeft++) {
      const jamb = stopJamb + <usize>rollsLeft * STOP_JAMB_SIZE;
      for (let category = 0; category < 13; category++) {
        const score = jambScore(s, category);
        put(jamb, JAMB_LANES, s, category, score > 0 ? 1 : 0);
        const lane = 13 + category;
        put(jamb, JAMB_LANES, s, lane, lane === JAMB_MIN_EXPECTED_LANE ? -(<f64>score) : <f64>score);
      }
    }
    let figure: f64 = 0;
    for (let lane = 6; lane < 11; lane++) if (yamFigure(s, lane) > 0) figure = 1;
    for (let lane = 0; lane < 11; lane++) {
      const made = yamFigure(s, lane);
      put(stopYamLater, YAM_LANES, s, lane, made);
      put(stopYamFirst, YAM_LANES, s, lane, made);
      put(stopDefiLater, YAM_LANES, s, lane, made * figure);
    }
    put(stopYamFirst, YAM_LANES, s, YAM_SEC_LANE, figure);
    put(stopYamLater, YAM_LANES, s, YAM_DEFI_LANE, figure);
    put(stopDefiLater, YAM_LANES, s, YAM_DEFI_LANE, figure);
  }
}

let jambRules: i32 = 0;

/** Rewrites the Jamb lanes that house rules change, when they differ from the last call's. */
export function useJambRules(rules: i32): void {
  if (rules === jambRules) return;
  jambRules = rules;
  const tripsBonus = rules & RULE_TRIPS_BONUS_20 ? 20 : 10;
  for (let rollsLeft = 0; rollsLeft < 3; rollsLeft++) {
    const jamb = stopJamb + <usize>rollsLeft * STOP_JAMB_SIZE;
    for (let s = 0; s < OUTCOMES; s++) {
      const three = ofAKind(s, 3);
      put(jamb, JAMB_LANES, s, JAMB_TRIPS_EXPECTED_LANE, three > 0 ? <f64>(3 * three + tripsBonus) : 0);
      const top = straightTop(s);
      const byRoll = rollsLeft === 0 ? 46 : rollsLeft === 1 ? 56 : 66;
      const straight = rules & RULE_STRAIGHT_BY_ROLL ? byRoll : top === 5 ? 35 : 45;
      put(jamb, JAMB_LANES, s, JAMB_STRAIGHT_EXPECTED_LANE, top > 0 ? <f64>straight : 0);
    }
  }
}

export function buildTables(): void {
  buildKeeps();
  buildSubKeeps();
  buildStopTables();
}
