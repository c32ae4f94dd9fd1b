// `dicetable bench physics` as text.
import type { PhysicsBenchResult } from '../physics.ts';
import { FRAME_MS } from './setup.ts';
import type { SceneTiming } from './timing.ts';

function row(name: string, timing: SceneTiming): string {
  return `  ${name.padEnd(7)} ${timing.stepMicros.toFixed(1).padStart(9)} µs/step  ${String(timing.steps).padStart(5)} steps  ${timing.totalMs.toFixed(1).padStart(9)} ms CPU  ${timing.wallMs.toFixed(1).padStart(9)} ms wall`;
}

export function formatPhysicsBench(result: PhysicsBenchResult): string {
  const { resting, break: broken, hops, setup } = result;
  return [
    'Dice physics: our engine, Rapier and cannon-es on the same scenes (step 1/240 s, sleeping off in all)',
    `  Rapier: ${setup.rapier}; cannon-es: ${setup.cannon}; ours: ${setup.solverIterations} + ${setup.relaxIterations} iterations; ${setup.runsPerEngine} runs each`,
    '',
    `resting (25 dice placed at rest on the board, the first ${setup.restingSteps} steps):`,
    row('ours', resting.ours),
    row('rapier', resting.rapier),
    row('cannon', resting.cannon),
    `  rapierRatio ${resting.rapierRatio.toFixed(2)}   cannonRatio ${resting.cannonRatio.toFixed(2)}`,
    '',
    `break (one die at full flick speed into a resting cluster of 24), the first ${setup.breakWindowSteps} steps:`,
    row('ours', broken.ours),
    row('rapier', broken.rapier),
    row('cannon', broken.cannon),
    `  rapierRatio ${broken.rapierRatio.toFixed(2)}   cannonRatio ${broken.cannonRatio.toFixed(2)}`,
    'the whole break, until every die rests (below 5 mm/s and 0.3 rad/s for 0.3 s):',
    row('ours', broken.toRest.ours),
    row('rapier', broken.toRest.rapier),
    row('cannon', broken.toRest.cannon),
    `  rapierToRestRatio ${broken.rapierToRestRatio.toFixed(2)}   cannonToRestRatio ${broken.cannonToRestRatio.toFixed(2)}`,
    `  ours: ${broken.oursMsPerFrame.toFixed(3)} ms per simulated 1/60 s frame (of ${FRAME_MS.toFixed(1)} ms); ${broken.oursBreaksPerSecond.toFixed(0)} whole breaks per second`,
    '',
    `bounce: from ${hops.flicks} post-flick states, mean highest rebound ours ${hops.oursMm.toFixed(1)} mm, Rapier ${hops.rapierMm.toFixed(1)} mm (ratio ${hops.ratio.toFixed(2)})`,
    '',
    `goals (rapierRatio ≥ ${result.goals.rapierRatio}, cannonRatio ≥ ${result.goals.cannonRatio} on both scenes, rebounds within ${100 * result.goals.hopRatio}% of Rapier's): ${result.goals.met ? 'met' : 'NOT met'}`,
    'Ratios are the other engine’s CPU time divided by ours: above 1, ours is faster.',
  ].join('\n');
}
