// `dicetable bench odds`: how long a full Jamb hint table takes (13 categories, chance and expected
// score, with the holds), in the WASM engine and in the TypeScript reference, measured in the same run.
import { createReferenceOdds, type OddsCalculator, type OddsQuery } from '@dicetable/engine';
import { loadOddsEngine } from '@dicetable/engine/node';
import type { Bench } from './benches.ts';

const WARMUP = 200;
const SAMPLES = 1000;
const GOAL_SPEEDUP = 3;
const GOAL_AFTER_FIRST_ROLL_MS = 2;

/** Every outcome of five dice, so that the tables measured differ from call to call. */
function allDice(): number[][] {
  const result: number[][] = [];
  const walk = (prefix: number[], from: number): void => {
    if (prefix.length === 5) result.push(prefix);
    else for (let face = from; face <= 6; face++) walk([...prefix, face], face);
  };
  walk([], 1);
  return result;
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface OddsTiming {
  wasmMedianMs: number;
  referenceMedianMs: number;
  /** referenceMedianMs / wasmMedianMs: above 1, the WASM engine is faster. */
  speedup: number;
}

/** Times both calculators on the same queries, alternating, so both see the same machine load. */
export function timeTables(
  wasm: OddsCalculator,
  reference: OddsCalculator,
  queries: readonly OddsQuery[],
  samples = SAMPLES,
  warmup = WARMUP,
): OddsTiming {
  const wasmTimes: number[] = [];
  const referenceTimes: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const query = queries[i % queries.length]!;
    for (const [calculator, times] of [
      [wasm, wasmTimes],
      [reference, referenceTimes],
    ] as const) {
      const start = performance.now();
      calculator.query(query);
      const elapsed = performance.now() - start;
      if (i >= warmup) times.push(elapsed);
    }
  }
  const wasmMedianMs = median(wasmTimes);
  const referenceMedianMs = median(referenceTimes);
  return { wasmMedianMs, referenceMedianMs, speedup: referenceMedianMs / wasmMedianMs };
}

export const oddsBench: Bench = async ({ json }, io) => {
  const wasm = await loadOddsEngine();
  const reference = createReferenceOdds();
  const afterFirstRoll = timeTables(
    wasm,
    reference,
    allDice().map((dice) => ({ game: 'jamb', dice, rollsLeft: 2 })),
  );
  const beforeFirstRoll = timeTables(wasm, reference, [{ game: 'jamb', rollsLeft: 3 }]);
  const met =
    afterFirstRoll.speedup >= GOAL_SPEEDUP &&
    beforeFirstRoll.speedup >= GOAL_SPEEDUP &&
    afterFirstRoll.wasmMedianMs < GOAL_AFTER_FIRST_ROLL_MS;
  const report = {
    benchmark: 'odds',
    table: 'jamb: 13 categories, probability and expected score, best holds',
    samples: SAMPLES,
    afterFirstRoll,
    beforeFirstRoll,
    goals: { speedupAtLeast: GOAL_SPEEDUP, afterFirstRollWasmMedianMsBelow: GOAL_AFTER_FIRST_ROLL_MS, met },
  };
  if (json) {
    io.stdout(JSON.stringify(report, null, 2));
    return;
  }
  const line = (name: string, timing: OddsTiming) =>
    `  ${name.padEnd(18)} wasm ${timing.wasmMedianMs.toFixed(4)} ms   reference ${timing.referenceMedianMs.toFixed(4)} ms   speedup ${timing.speedup.toFixed(1)}×`;
  io.stdout(
    [
      `odds: median time of a full Jamb hint table (${SAMPLES} samples each)`,
      line('after first roll', afterFirstRoll),
      line('before first roll', beforeFirstRoll),
      `  goals (speedup ≥ ${GOAL_SPEEDUP}×, after first roll < ${GOAL_AFTER_FIRST_ROLL_MS} ms): ${met ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
};
