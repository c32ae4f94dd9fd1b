// `dicetable bench physics`: the same two scenes in our dice engine, in Rapier and in cannon-es, built
// the same way (16 mm dice of the same mass, friction and bounce, a 1/240 s step, the same solver
// iterations) and measured in the same run, the same number of times each. Sleeping is off in every
// engine, so every step simulates every die; "at rest" is decided the same way for all, outside the
// engines: every die slower than 5 mm/s and 0.3 rad/s for 0.3 s. The rivals get their cheapest shapes:
// sharp boxes on a flat slab or plane, where ours are rounded dice on a round board with a hole.
//   resting — 25 dice placed resting flat on the board, for two simulated seconds;
//   break   — a cluster of 24 resting dice and one die sent into it at full flick speed: per step over
//             the same two seconds for all, and the whole break until everything rests.
// Then the bounce check: from the same post-flick states, how high a tumbling die hops in ours and in
// Rapier (rounded dice both). Each engine is an adapter in physics/; the rivals load only when this runs.
import { PHYSICS_STEP } from '@dicetable/engine';
import type { Bench } from './benches.ts';
import { cannon } from './physics/engine-cannon.ts';
import { ours } from './physics/engine-ours.ts';
import { rapier } from './physics/engine-rapier.ts';
import { formatPhysicsBench } from './physics/format.ts';
import { compareHops, type HopComparison } from './physics/hops.ts';
import {
  BREAK_WINDOW_STEPS,
  FLICK_SPEED,
  FRICTION_BOARD,
  FRICTION_DICE,
  GOAL_CANNON_RATIO,
  GOAL_HOP_RATIO,
  GOAL_RAPIER_RATIO,
  ITERATIONS,
  MASS,
  MAX_BREAK_STEPS,
  RAPIER_PGS_ITERATIONS,
  RAPIER_SUBSTEPS,
  RELAX_ITERATIONS,
  RESTING_STEPS,
  RESTITUTION_BOARD,
  RESTITUTION_DICE,
  SIZE,
} from './physics/setup.ts';
import { measureBreak, measureResting, median, type SceneTiming } from './physics/timing.ts';

export { formatPhysicsBench } from './physics/format.ts';
export type { SceneTiming } from './physics/timing.ts';

export interface PhysicsBenchResult {
  resting: Record<'ours' | 'rapier' | 'cannon', SceneTiming> & { rapierRatio: number; cannonRatio: number };
  break: Record<'ours' | 'rapier' | 'cannon', SceneTiming> & {
    rapierRatio: number;
    cannonRatio: number;
    /** The whole break, until every die rests by the common rule (or the cut-off). */
    toRest: Record<'ours' | 'rapier' | 'cannon', SceneTiming>;
    /** The other engine's time for the whole break over ours. */
    rapierToRestRatio: number;
    cannonToRestRatio: number;
    /** Our time per simulated 1/60 s frame of the break, in ms (a frame lasts 16.7 ms). */
    oursMsPerFrame: number;
    /** How many breaks (to rest) our engine simulates per second of wall time. */
    oursBreaksPerSecond: number;
  };
  /** Mean highest rebound of a tumbling die after strong flicks, ours and Rapier's, in mm. */
  hops: HopComparison;
  setup: Record<string, number | string>;
  goals: { rapierRatio: number; cannonRatio: number; hopRatio: number; met: boolean };
}

export interface PhysicsBenchOptions {
  /** Runs of every engine on every scene. */
  rounds?: number;
  restingSteps?: number;
  /** The break's common window, and its cut-off, in steps. */
  breakWindowSteps?: number;
  maxBreakSteps?: number;
  /** Post-flick states compared for the bounce. */
  hopFlicks?: number;
}

export async function runPhysicsBench(options: PhysicsBenchOptions = {}): Promise<PhysicsBenchResult> {
  const {
    rounds = 5,
    restingSteps = RESTING_STEPS,
    breakWindowSteps = BREAK_WINDOW_STEPS,
    maxBreakSteps = MAX_BREAK_STEPS,
    hopFlicks = 12,
  } = options;
  const engines = { ours: await ours(), rapier: await rapier(), cannon: await cannon() };
  const window = Math.min(breakWindowSteps, maxBreakSteps);
  // Warm up every engine's code paths once before measuring.
  for (const engine of Object.values(engines)) measureBreak(engine, Math.min(480, maxBreakSteps), 24);
  // Rounds alternate the engines, so that all of them see the same machine load; medians of all runs.
  const names = ['ours', 'rapier', 'cannon'] as const;
  const runs = {
    resting: { ours: [] as SceneTiming[], rapier: [] as SceneTiming[], cannon: [] as SceneTiming[] },
    window: { ours: [] as SceneTiming[], rapier: [] as SceneTiming[], cannon: [] as SceneTiming[] },
    toRest: { ours: [] as SceneTiming[], rapier: [] as SceneTiming[], cannon: [] as SceneTiming[] },
  };
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      runs.resting[name].push(measureResting(engines[name], restingSteps));
      const broken = measureBreak(engines[name], maxBreakSteps, window);
      runs.window[name].push(broken.window);
      runs.toRest[name].push(broken.toRest);
    }
  }
  const medians = (scene: keyof typeof runs) =>
    ({
      ours: median(runs[scene].ours),
      rapier: median(runs[scene].rapier),
      cannon: median(runs[scene].cannon),
    }) as const;
  const resting = medians('resting');
  const broken = medians('window');
  const toRest = medians('toRest');
  const ratio = (other: SceneTiming, mine: SceneTiming) => other.stepMicros / mine.stepMicros;
  const result: PhysicsBenchResult = {
    resting: {
      ...resting,
      rapierRatio: ratio(resting.rapier, resting.ours),
      cannonRatio: ratio(resting.cannon, resting.ours),
    },
    break: {
      ...broken,
      rapierRatio: ratio(broken.rapier, broken.ours),
      cannonRatio: ratio(broken.cannon, broken.ours),
      toRest,
      rapierToRestRatio: toRest.rapier.totalMs / toRest.ours.totalMs,
      cannonToRestRatio: toRest.cannon.totalMs / toRest.ours.totalMs,
      oursMsPerFrame: broken.ours.totalMs / (broken.ours.steps * PHYSICS_STEP) / 60,
      oursBreaksPerSecond: 1000 / toRest.ours.totalMs,
    },
    hops: await compareHops(hopFlicks),
    setup: {
      dice: 25,
      runsPerEngine: rounds,
      sleeping: 'off in every engine; rest = every die below 5 mm/s and 0.3 rad/s for 0.3 s, checked alike',
      rivalShapes: 'sharp boxes on a slab (Rapier) or a plane (cannon-es)',
      dieSizeMetres: SIZE,
      dieMassKg: MASS,
      stepSeconds: PHYSICS_STEP,
      solverIterations: ITERATIONS,
      relaxIterations: RELAX_ITERATIONS,
      rapier: `numSolverIterations (substeps) ${RAPIER_SUBSTEPS}, numInternalPgsIterations ${RAPIER_PGS_ITERATIONS}, allowedLinearError 0.0001, predictionDistance ${SIZE * 0.05}`,
      cannon: `GSSolver ${ITERATIONS + RELAX_ITERATIONS} iterations, SAPBroadphase, allowSleep false`,
      frictionBoard: FRICTION_BOARD,
      frictionDice: FRICTION_DICE,
      restitutionBoard: RESTITUTION_BOARD,
      restitutionDice: RESTITUTION_DICE,
      flickSpeed: FLICK_SPEED,
      restingSteps,
      breakWindowSteps: window,
    },
    goals: {
      rapierRatio: GOAL_RAPIER_RATIO,
      cannonRatio: GOAL_CANNON_RATIO,
      hopRatio: GOAL_HOP_RATIO,
      met: false,
    },
  };
  result.goals.met =
    Math.min(result.resting.rapierRatio, result.break.rapierRatio) >= GOAL_RAPIER_RATIO &&
    Math.min(result.resting.cannonRatio, result.break.cannonRatio) >= GOAL_CANNON_RATIO &&
    Math.abs(result.hops.ratio - 1) <= GOAL_HOP_RATIO;
  return result;
}

export const physicsBench: Bench = async ({ json }, io) => {
  const result = await runPhysicsBench();
  io.stdout(json ? JSON.stringify({ physics: result }, null, 2) : formatPhysicsBench(result));
};
