// Roll-odds module: exact hint tables for Jamb and Yam Master (see table-dp.ts), plus the
// combinatorics every odds computation rests on.
import { computeTable, input, outGiven, outHolds, outValues } from './table-dp';
import { buildTables, FIRST_OUTCOME, keepOfCounts, useJambRules } from './tables';

buildTables();

const inputCounts: usize = memory.data(8, 8);

export function oddsInput(): usize {
  return input;
}

export function oddsValues(): usize {
  return outValues;
}

export function oddsGiven(): usize {
  return outGiven;
}

export function oddsHolds(): usize {
  return outHolds;
}

/** Keep index of `count` dice values read from input[from…], or -1 when one is not a die. */
function keepOfInput(from: i32, count: i32): i32 {
  memory.fill(inputCounts, 0, 6);
  for (let i = from; i < from + count; i++) {
    const die = load<i32>(input + ((<usize>i) << 2));
    if (die < 1 || die > 6) return -1;
    const at = inputCounts + <usize>(die - 1);
    store<u8>(at, load<u8>(at) + 1);
  }
  return keepOfCounts(inputCounts);
}

/**
 * Computes one whole hint table from the input buffer into the output buffers. `rules`: Jamb house
 * rules as bits (1 = straight by roll, 2 = trips bonus 20). Returns 0, or -1 for bad dice, -2 for a
 * hold that is not part of the dice, -3 for a situation the rules do not allow.
 */
export function computeOdds(
  game: i32,
  rollsLeft: i32,
  defi: i32,
  hasDice: i32,
  holdLength: i32,
  rules: i32,
): i32 {
  if (game < 0 || game > 1 || (defi !== 0 && game === 0) || (rules !== 0 && game !== 0)) return -3;
  if (game === 0) useJambRules(rules);
  if (hasDice === 0) {
    if (rollsLeft !== 3 || defi !== 0 || holdLength >= 0) return -3;
    computeTable(game, 3, false, -1, -1);
    return 0;
  }
  if (rollsLeft < 0 || rollsLeft > 2) return -3;
  const outcome = keepOfInput(0, 5);
  if (outcome < FIRST_OUTCOME) return -1;
  let held = -1;
  if (holdLength >= 0) {
    if (holdLength > 5) return -2;
    held = keepOfHold(outcome, holdLength);
    if (held < 0) return -2;
    if (rollsLeft === 0 && held !== outcome) return -3;
  }
  computeTable(game, rollsLeft, defi !== 0, outcome, held);
  return 0;
}

const holdCounts: usize = memory.data(8, 8);

/** Keep index of the held dice when they are part of the outcome's dice, else -1. */
function keepOfHold(outcome: i32, holdLength: i32): i32 {
  memory.fill(holdCounts, 0, 6);
  for (let i = 0; i < holdLength; i++) {
    const die = load<i32>(input + ((<usize>(5 + i)) << 2));
    if (die < 1 || die > 6) return -1;
    const at = holdCounts + <usize>(die - 1);
    const count = load<u8>(at) + 1;
    if (count > load<u8>(inputCounts + <usize>(die - 1))) return -1;
    store<u8>(at, count);
  }
  return outcome >= 0 ? keepOfCounts(holdCounts) : -1;
}

/** Number of distinct multisets of `dice` dice with `faces` faces: C(dice + faces - 1, faces - 1). */
export function multisetCount(dice: i32, faces: i32): i32 {
  let result: i64 = 1;
  const n = dice + faces - 1;
  const k = faces - 1;
  for (let i = 1; i <= k; i++) {
    result = (result * (n - k + i)) / i;
  }
  return <i32>result;
}

/** Chance that `dice` fair dice show at least `atLeast` of one given face. */
export function probabilityAtLeast(dice: i32, atLeast: i32): f64 {
  let total = 0.0;
  for (let hits = atLeast; hits <= dice; hits++) {
    total += binomial(dice, hits) * (1.0 / 6.0) ** hits * (5.0 / 6.0) ** (dice - hits);
  }
  return total;
}

function binomial(n: i32, k: i32): f64 {
  let result = 1.0;
  for (let i = 1; i <= k; i++) result = (result * <f64>(n - k + i)) / <f64>i;
  return result;
}
