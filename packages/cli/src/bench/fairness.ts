// `dicetable bench fairness`: are flicked dice fair? Strong flicks of dice showing 4 with random yaw and
// direction, random throws, and gentle sliding flicks, through the real engine; per-face counts with χ²
// and p overall and per 15° band of the angle between the flick and the face the finger meets.
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { type FaceTally, type FairnessResult, runFairness } from '@dicetable/stats/physics-fairness';
import type { Bench } from './benches.ts';

/** Goals of issue 11: fair (p ≥ 0.01) overall and in every band, ≤ 1% not flat, slides keep ≥ 95%. */
const GOAL_P = 0.01;
const GOAL_NOT_FLAT = 0.01;
const GOAL_SLIDES_KEPT = 0.95;

export interface FairnessBenchOptions {
  flicks?: number;
  throws?: number;
  slides?: number;
}

export interface FairnessBenchResult extends FairnessResult {
  seconds: number;
  goals: {
    p: number;
    notFlatShare: number;
    slidesKeptShare: number;
    met: boolean;
  };
}

export async function runFairnessBench(options: FairnessBenchOptions = {}): Promise<FairnessBenchResult> {
  const world = await loadPhysicsWorld();
  const started = performance.now();
  const result = runFairness(world, { flicks: 6000, throws: 6000, slides: 1000, ...options });
  const seconds = (performance.now() - started) / 1000;
  const { strongFlicks, throws, gentleSlides } = result;
  const met =
    strongFlicks.p >= GOAL_P &&
    strongFlicks.bands.every((band) => band.p >= GOAL_P) &&
    throws.p >= GOAL_P &&
    strongFlicks.notFlatShare <= GOAL_NOT_FLAT &&
    throws.notFlatShare <= GOAL_NOT_FLAT &&
    gentleSlides.keptShare >= GOAL_SLIDES_KEPT;
  return {
    ...result,
    seconds,
    goals: { p: GOAL_P, notFlatShare: GOAL_NOT_FLAT, slidesKeptShare: GOAL_SLIDES_KEPT, met },
  };
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

function faces(tally: FaceTally): string {
  return `${tally.faces.map((n, i) => `${i + 1}: ${String(n).padStart(4)}`).join('  ')}   χ² ${tally.chiSquare.toFixed(1).padStart(6)}  p ${tally.p.toPrecision(2)}`;
}

export function formatFairnessBench(result: FairnessBenchResult): string {
  const { strongFlicks: strong, throws, gentleSlides } = result;
  return [
    `Dice fairness (${result.seconds.toFixed(0)} s)`,
    '',
    `${strong.runs} strong flicks (height ≥ 0.9, strength ≥ 0.6) of dice showing 4, random yaw and direction:`,
    `  all      ${faces(strong)}`,
    ...strong.bands.map(
      (band) =>
        `  ${`${band.fromDegrees}–${band.toDegrees}°`.padEnd(8)} ${faces(band)}   (${band.flat} dice; leaving the finger: roll ${band.meanRollSpin.toFixed(0)} rad/s, yaw ${band.meanYawSpin.toFixed(0)} rad/s, lift ${band.meanLiftSpeed.toFixed(2)} m/s)`,
    ),
    `  not flat ${percent(strong.notFlatShare)}; made from near the rim across the board: ${percent(strong.holeShare)} in the hole, ${percent(strong.offShare)} off the edge; kept 4: ${percent(strong.keptShare)}`,
    '',
    `${throws.runs} random throws:`,
    `  all      ${faces(throws)}`,
    `  not flat ${percent(throws.notFlatShare)}; ${percent(throws.holeShare)} in the hole, ${percent(throws.offShare)} off the edge`,
    '',
    `${gentleSlides.runs} gentle sliding flicks (height ≤ 0.25, strength ≤ 0.3): ${percent(gentleSlides.keptShare)} kept their top face`,
    '',
    `goals (p ≥ ${result.goals.p} overall and in every band, ≤ ${percent(result.goals.notFlatShare)} not flat, slides keep ≥ ${percent(result.goals.slidesKeptShare)}): ${result.goals.met ? 'met' : 'NOT met'}`,
  ].join('\n');
}

export const fairnessBench: Bench = async ({ json }, io) => {
  const result = await runFairnessBench();
  io.stdout(json ? JSON.stringify({ fairness: result }, null, 2) : formatFairnessBench(result));
};
