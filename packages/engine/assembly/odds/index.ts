// Roll-odds module. Starts with the combinatorics every odds computation rests on.

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
