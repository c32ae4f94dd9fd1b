// The dynamic programme over keeps: one whole hint table per call, in static memory, two lanes at a
// time (f64x2). Mirrors reference/odds-reference.ts operation for operation, so both give the same
// doubles.
import {
  FIRST_OUTCOME,
  JAMB_LANES,
  KEEPS,
  keepDice,
  larger,
  OUTCOMES,
  STOP_JAMB_SIZE,
  smaller,
  stopDefiFirst,
  stopDefiLater,
  stopJamb,
  stopYamFirst,
  stopYamLater,
  subKeeps,
  subStart,
  YAM_DEFI_LANE,
  YAM_LANES,
} from './tables';

const GAME_JAMB: i32 = 0;
const SIXTH: f64 = 1.0 / 6.0;

/** f64 value[k][lane]: the worth of each keep (and of each outcome) for each lane. */
const value: usize = memory.data(KEEPS * JAMB_LANES * 8, 16);
/** f64 bestSub[k][lane]: the best of keep k and all its sub-keeps. */
const bestSub: usize = memory.data(FIRST_OUTCOME * JAMB_LANES * 8, 16);
const bestKeep: usize = memory.data(JAMB_LANES * 4, 16);

/** i32 input: five dice values, then up to five held dice values. */
export const input: usize = memory.data(10 * 4, 16);
/** f64 per lane: best value; value of the given hold. i32 per lane: five slots of the best hold. */
export const outValues: usize = memory.data(JAMB_LANES * 8, 16);
export const outGiven: usize = memory.data(JAMB_LANES * 8, 16);
export const outHolds: usize = memory.data(JAMB_LANES * 5 * 4, 16);

function at(table: usize, index: i32): i32 {
  return load<i32>(table + ((<usize>index) << 2));
}

function averageKeeps(stride: usize): void {
  const sixth = f64x2.splat(SIXTH);
  for (let k = FIRST_OUTCOME - 1; k >= 0; k--) {
    const row = value + <usize>k * stride;
    const next = larger + ((<usize>(k * 6)) << 2);
    const a = value + <usize>load<i32>(next) * stride;
    const b = value + <usize>load<i32>(next, 4) * stride;
    const c = value + <usize>load<i32>(next, 8) * stride;
    const d = value + <usize>load<i32>(next, 12) * stride;
    const e = value + <usize>load<i32>(next, 16) * stride;
    const f = value + <usize>load<i32>(next, 20) * stride;
    for (let off: usize = 0; off < stride; off += 16) {
      let sum = f64x2.add(v128.load(a + off), v128.load(b + off));
      sum = f64x2.add(sum, v128.load(c + off));
      sum = f64x2.add(sum, v128.load(d + off));
      sum = f64x2.add(sum, v128.load(e + off));
      sum = f64x2.add(sum, v128.load(f + off));
      v128.store(row + off, f64x2.mul(sum, sixth));
    }
  }
}

/** Raises `row` to the best of itself and `from`, lane by lane. */
function raise(row: usize, from: usize, stride: usize): void {
  for (let off: usize = 0; off < stride; off += 16) {
    v128.store(row + off, f64x2.max(v128.load(row + off), v128.load(from + off)));
  }
}

function addRoll(stride: usize, stop: usize): void {
  for (let k = 0; k < FIRST_OUTCOME; k++) {
    const row = bestSub + <usize>k * stride;
    memory.copy(row, value + <usize>k * stride, stride);
    for (let face = 0; face < 6; face++) {
      const sub = at(smaller, k * 6 + face);
      if (sub >= 0) raise(row, bestSub + <usize>sub * stride, stride);
    }
  }
  for (let s = 0; s < OUTCOMES; s++) {
    const k = FIRST_OUTCOME + s;
    const row = value + <usize>k * stride;
    memory.copy(row, stop + <usize>s * stride, stride);
    for (let face = 0; face < 6; face++) {
      const sub = at(smaller, k * 6 + face);
      if (sub >= 0) raise(row, bestSub + <usize>sub * stride, stride);
    }
  }
}

function stopTableFor(game: i32, defi: bool, rollsLeft: i32): usize {
  if (game === GAME_JAMB) return stopJamb + <usize>rollsLeft * STOP_JAMB_SIZE;
  if (defi) return rollsLeft === 2 ? stopDefiFirst : stopDefiLater;
  return rollsLeft === 2 ? stopYamFirst : stopYamLater;
}

function writeHold(lane: i32, keep: i32): void {
  memory.copy(outHolds + ((<usize>(lane * 5)) << 2), keepDice + ((<usize>(keep * 5)) << 2), 20);
}

/**
 * Computes one whole table. `outcome` is the keep index of the dice (or -1 before the first roll),
 * `held` the keep index of the given hold (or -1).
 */
export function computeTable(game: i32, rollsLeft: i32, defi: bool, outcome: i32, held: i32): void {
  const lanes = game === GAME_JAMB ? JAMB_LANES : YAM_LANES;
  const stride = (<usize>lanes) << 3;
  memory.copy(value + <usize>FIRST_OUTCOME * stride, stopTableFor(game, defi, 0), <usize>OUTCOMES * stride);
  for (let left = 1; left < rollsLeft; left++) {
    averageKeeps(stride);
    addRoll(stride, stopTableFor(game, defi, left));
  }
  if (rollsLeft > 0) averageKeeps(stride);

  if (outcome < 0) {
    memory.copy(outValues, value, stride);
    memory.fill(outHolds, 0, JAMB_LANES * 5 * 4);
    memory.fill(outGiven, 0, JAMB_LANES * 8);
    return;
  }
  const s = outcome - FIRST_OUTCOME;
  const stop = stopTableFor(game, defi, rollsLeft) + <usize>s * stride;
  memory.copy(outValues, stop, stride);
  for (let lane = 0; lane < lanes; lane++) store<i32>(bestKeep + ((<usize>lane) << 2), outcome);
  if (rollsLeft > 0) {
    const end = at(subStart, s + 1);
    for (let i = at(subStart, s); i < end; i++) {
      const keep = at(subKeeps, i);
      const row = value + <usize>keep * stride;
      for (let lane = 0; lane < lanes; lane++) {
        const offset = (<usize>lane) << 3;
        const candidate = load<f64>(row + offset);
        if (candidate > load<f64>(outValues + offset)) {
          store<f64>(outValues + offset, candidate);
          store<i32>(bestKeep + ((<usize>lane) << 2), keep);
        }
      }
    }
  }
  const givenRow: usize = held < 0 ? <usize>0 : held === outcome ? stop : value + <usize>held * stride;
  for (let lane = 0; lane < lanes; lane++) {
    writeHold(lane, at(bestKeep, lane));
    store<f64>(outGiven + ((<usize>lane) << 3), held < 0 ? 0 : load<f64>(givenRow + ((<usize>lane) << 3)));
  }
  if (game !== GAME_JAMB && !defi && rollsLeft < 2) {
    // A Défi can be declared only between the first and the second roll.
    store<f64>(outValues + ((<usize>YAM_DEFI_LANE) << 3), 0);
    store<f64>(outGiven + ((<usize>YAM_DEFI_LANE) << 3), 0);
    writeHold(YAM_DEFI_LANE, outcome);
  }
}
