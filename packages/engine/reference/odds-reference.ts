// The plain-TypeScript reference of the odds engine: the same dynamic programme as the WASM module
// (assembly/odds), on typed arrays, in the same order of operations, so that both give the same
// doubles. It is also the fallback when WASM cannot be instantiated.
//
// Values live per keep and lane: value[k * lanes + lane]. With V the value of each five-dice outcome
// at some number of rolls left, a keep of fewer dice is worth the average over the next die of the keep
// one die larger (dice are independent), and an outcome with one more roll is worth the best of
// stopping and of every proper sub-keep; "best sub-keep" is itself built up one die at a time.
import {
  createRawOdds,
  GAME_JAMB,
  laneCount,
  type OddsSituation,
  type OddsTableCalculator,
  type RawOdds,
  situationOrThrow,
  toAnswer,
  YAM_DEFI_LANE,
} from '../src/odds-layout.ts';
import type { OddsAnswer, OddsQuery } from '../src/odds-types.ts';
import {
  ensureTables,
  FIRST_OUTCOME,
  KEEPS,
  keepDice,
  keepIndex,
  larger,
  OUTCOMES,
  smaller,
  stopTables,
  subKeeps,
  subStart,
  useJambRules,
} from './odds-tables.ts';

const SIXTH = 1 / 6;
const MAX_LANES = 26;

// Working memory, allocated once.
const value = new Float64Array(KEEPS * MAX_LANES);
const bestSub = new Float64Array(FIRST_OUTCOME * MAX_LANES);
const bestValue = new Float64Array(MAX_LANES);
const bestKeep = new Int32Array(MAX_LANES);

/** Fills the keeps of fewer than five dice from the outcomes' values. */
function averageKeeps(lanes: number): void {
  for (let k = FIRST_OUTCOME - 1; k >= 0; k--) {
    const row = k * lanes;
    const next = k * 6;
    const a = larger[next]! * lanes;
    const b = larger[next + 1]! * lanes;
    const c = larger[next + 2]! * lanes;
    const d = larger[next + 3]! * lanes;
    const e = larger[next + 4]! * lanes;
    const f = larger[next + 5]! * lanes;
    for (let lane = 0; lane < lanes; lane++) {
      value[row + lane] =
        (value[a + lane]! +
          value[b + lane]! +
          value[c + lane]! +
          value[d + lane]! +
          value[e + lane]! +
          value[f + lane]!) *
        SIXTH;
    }
  }
}

/** After averageKeeps: every outcome's value with one more roll left, given the stop values. */
function addRoll(lanes: number, stop: Float64Array): void {
  for (let k = 0; k < FIRST_OUTCOME; k++) {
    const row = k * lanes;
    for (let lane = 0; lane < lanes; lane++) bestSub[row + lane] = value[row + lane]!;
    for (let face = 0; face < 6; face++) {
      const sub = smaller[k * 6 + face]!;
      if (sub < 0) continue;
      const from = sub * lanes;
      for (let lane = 0; lane < lanes; lane++) {
        const candidate = bestSub[from + lane]!;
        if (candidate > bestSub[row + lane]!) bestSub[row + lane] = candidate;
      }
    }
  }
  for (let s = 0; s < OUTCOMES; s++) {
    const row = (FIRST_OUTCOME + s) * lanes;
    const stopRow = s * lanes;
    for (let lane = 0; lane < lanes; lane++) value[row + lane] = stop[stopRow + lane]!;
    for (let face = 0; face < 6; face++) {
      const sub = smaller[(FIRST_OUTCOME + s) * 6 + face]!;
      if (sub < 0) continue;
      const from = sub * lanes;
      for (let lane = 0; lane < lanes; lane++) {
        const candidate = bestSub[from + lane]!;
        if (candidate > value[row + lane]!) value[row + lane] = candidate;
      }
    }
  }
}

function stopTableFor(game: number, defi: boolean, rollsLeft: number): Float64Array {
  if (game === GAME_JAMB) return stopTables.jamb[rollsLeft]!;
  if (defi) return rollsLeft === 2 ? stopTables.defiFirst : stopTables.defiLater;
  return rollsLeft === 2 ? stopTables.yamFirst : stopTables.yamLater;
}

function writeHold(raw: RawOdds, lane: number, keep: number): void {
  for (let slot = 0; slot < 5; slot++) raw.holds[lane * 5 + slot] = keepDice[keep * 5 + slot]!;
}

/** Computes one whole table into `raw` (the same layout the WASM engine fills). */
export function computeReference(situation: OddsSituation, raw: RawOdds): void {
  ensureTables();
  if (situation.game === GAME_JAMB) useJambRules(situation.jambRules);
  const { game, defi } = situation;
  const lanes = laneCount(game);
  const rollsLeft = situation.dice === undefined ? 3 : situation.rollsLeft;
  value.set(stopTableFor(game, defi, 0), FIRST_OUTCOME * lanes);
  // Outcome values with 1 … rollsLeft - 1 rolls left; then the keeps' values for the roll to come.
  for (let left = 1; left < rollsLeft; left++) {
    averageKeeps(lanes);
    addRoll(lanes, stopTableFor(game, defi, left));
  }
  if (rollsLeft > 0) averageKeeps(lanes);

  if (situation.dice === undefined) {
    for (let lane = 0; lane < lanes; lane++) raw.values[lane] = value[lane]!;
    raw.holds.fill(0);
    raw.given.fill(0);
    return;
  }
  const outcome = keepIndex(situation.dice);
  const s = outcome - FIRST_OUTCOME;
  const stop = stopTableFor(game, defi, rollsLeft);
  for (let lane = 0; lane < lanes; lane++) {
    bestValue[lane] = stop[s * lanes + lane]!;
    bestKeep[lane] = outcome;
  }
  if (rollsLeft > 0) {
    // Largest keeps first, so that a tie keeps more dice.
    for (let i = subStart[s]!; i < subStart[s + 1]!; i++) {
      const keep = subKeeps[i]!;
      const row = keep * lanes;
      for (let lane = 0; lane < lanes; lane++) {
        if (value[row + lane]! > bestValue[lane]!) {
          bestValue[lane] = value[row + lane]!;
          bestKeep[lane] = keep;
        }
      }
    }
  }
  const held = situation.hold === undefined ? -1 : keepIndex(situation.hold);
  for (let lane = 0; lane < lanes; lane++) {
    raw.values[lane] = bestValue[lane]!;
    writeHold(raw, lane, bestKeep[lane]!);
    raw.given[lane] = held < 0 ? 0 : held === outcome ? stop[s * lanes + lane]! : value[held * lanes + lane]!;
  }
  if (game !== GAME_JAMB && !defi && rollsLeft < 2) {
    // A Défi can be declared only between the first and the second roll.
    raw.values[YAM_DEFI_LANE] = 0;
    raw.given[YAM_DEFI_LANE] = 0;
    writeHold(raw, YAM_DEFI_LANE, outcome);
  }
}

/** The TypeScript reference as an OddsCalculator. */
export function createReferenceOdds(): OddsTableCalculator {
  const raw = createRawOdds();
  return {
    kind: 'reference',
    compute(situation: OddsSituation): RawOdds {
      computeReference(situation, raw);
      return raw;
    },
    query(query: OddsQuery): OddsAnswer {
      const situation = situationOrThrow(query);
      computeReference(situation, raw);
      return toAnswer(situation, raw);
    },
  };
}
