// How the benchmark times an engine: CPU time of a run of steps, the steps a scene takes to rest by
// the common rule, the resting scene and the break, and the median of several runs.
import { breakScene, restingScene } from '@dicetable/engine';
import { type Engine, FLICK_SPEED, REST_ANGULAR, REST_LINEAR, REST_STEPS, RESTING_STEPS } from './setup.ts';

export interface SceneTiming {
  /** Mean CPU time of one 1/240 s step, in microseconds. */
  stepMicros: number;
  steps: number;
  /** CPU time of the whole measured run, in milliseconds. */
  totalMs: number;
  /** Wall-clock time of the same run, in milliseconds. */
  wallMs: number;
}

/**
 * Times `steps` steps. Times are this process's CPU time (user + system), so that other programs
 * sharing the machine do not blur the comparison; the wall time is reported alongside.
 */
function timeSteps(step: () => void, steps: number): SceneTiming {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  for (let k = 0; k < steps; k++) step();
  const cpu = process.cpuUsage(cpuStart);
  const wallMs = performance.now() - wallStart;
  const totalMs = (cpu.user + cpu.system) / 1000;
  return { stepMicros: (totalMs * 1000) / Math.max(1, steps), steps, totalMs, wallMs };
}

/** Steps (untimed) until every die has rested by the common rule; returns the steps taken. */
export function stepsToRest(scene: ReturnType<Engine['load']>, maxSteps: number): number {
  let calm = 0;
  for (let steps = 1; steps <= maxSteps; steps++) {
    scene.step();
    const [linear, angular] = scene.speeds();
    calm = linear < REST_LINEAR && angular < REST_ANGULAR ? calm + 1 : 0;
    if (calm >= REST_STEPS) return steps;
  }
  return maxSteps;
}

export function median(runs: SceneTiming[]): SceneTiming {
  const sorted = [...runs].sort((a, b) => a.totalMs - b.totalMs);
  return sorted[sorted.length >> 1]!;
}

export function measureResting(engine: Engine, steps = RESTING_STEPS): SceneTiming {
  const scene = engine.load(restingScene());
  return timeSteps(scene.step, steps);
}

/** The break, loaded with its cluster already at rest and the die pushed. */
export function breakAtFlick(engine: Engine, maxSteps: number): ReturnType<Engine['load']> {
  const { dice, flick } = breakScene();
  const scene = engine.load(dice);
  stepsToRest(scene, maxSteps);
  scene.push(flick.die, FLICK_SPEED);
  return scene;
}

/** The break: per step over the common window, and the whole break until rest by the common rule. */
export function measureBreak(
  engine: Engine,
  maxSteps: number,
  window: number,
): { window: SceneTiming; toRest: SceneTiming } {
  const toRestSteps = stepsToRest(breakAtFlick(engine, maxSteps), maxSteps);
  return {
    window: timeSteps(breakAtFlick(engine, maxSteps).step, window),
    toRest: timeSteps(breakAtFlick(engine, maxSteps).step, toRestSteps),
  };
}
