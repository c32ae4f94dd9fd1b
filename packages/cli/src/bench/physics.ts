// `dicetable bench physics`: the same two scenes in our dice engine, in Rapier and in cannon-es, built
// the same way (16 mm dice of the same mass, friction and bounce, a 1/240 s step, the same solver
// iterations, sleeping on) and measured in the same run. The rivals get their cheapest shapes: sharp
// boxes on a flat slab or plane, where ours are rounded dice on a round board with a hole.
//   resting — 25 dice placed resting flat on the board, for two simulated seconds;
//   break   — a cluster of 24 resting dice and one die sent into it at full flick speed, until all rest.
// The rival engines are loaded here only, by dynamic import: they are development tools of the bench.
import { type DieSetup, defaultBoard, type Face, PHYSICS_STEP, type Quat } from '@dicetable/engine';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { breakScene, restingScene } from '@dicetable/engine/physics-scenes';
import type { Bench } from './benches.ts';

const BOARD = defaultBoard(0);
const SIZE = BOARD.dieSize;
const HALF = SIZE / 2;
const MASS = 720 * SIZE ** 3;
const FRICTION_BOARD = 0.4;
const FRICTION_DICE = 0.3;
const RESTITUTION_BOARD = 0.4;
const RESTITUTION_DICE = 0.45;
/** Our solver: 6 iterations with position bias and 2 relaxation iterations. */
const ITERATIONS = 6;
const RELAX_ITERATIONS = 2;
const FLICK_SPEED = 2.2;
const RESTING_STEPS = 480;
/** cannon-es's dice keep jittering and never all sleep: its break is cut off after this many steps. */
const MAX_BREAK_STEPS = 240 * 8;
const GOAL_RAPIER_RATIO = 1;
const GOAL_CANNON_RATIO = 5;
const FRAME_MS = 1000 / 60;

/** One engine behind the two scenes. */
interface Engine {
  readonly name: string;
  /** Builds the scene; returns how to step once and whether everything sleeps. */
  load(dice: readonly DieSetup[]): {
    step(): void;
    resting(): boolean;
    push(die: number, speed: number): void;
  };
}

export interface SceneTiming {
  /** Mean CPU time of one 1/240 s step, in microseconds. */
  stepMicros: number;
  steps: number;
  /** CPU time of the whole measured run, in milliseconds. */
  totalMs: number;
  /** Wall-clock time of the same run, in milliseconds. */
  wallMs: number;
}

export interface PhysicsBenchResult {
  resting: Record<'ours' | 'rapier' | 'cannon', SceneTiming> & { rapierRatio: number; cannonRatio: number };
  break: Record<'ours' | 'rapier' | 'cannon', SceneTiming> & {
    rapierRatio: number;
    cannonRatio: number;
    /** The other engine's time for the whole break (to rest, or the cut-off) over ours. */
    rapierToRestRatio: number;
    cannonToRestRatio: number;
    /** Our time per simulated 1/60 s frame of the break, in ms (a frame lasts 16.7 ms). */
    oursMsPerFrame: number;
    /** How many breaks (to rest) our engine simulates per second of wall time. */
    oursBreaksPerSecond: number;
  };
  setup: Record<string, number | string>;
  goals: { rapierRatio: number; cannonRatio: number; met: boolean };
}

function faceQuat(face: Face, yaw: number): Quat {
  const h = Math.SQRT1_2;
  const byFace: Record<Face, Quat> = {
    1: [0, 0, 0, 1],
    6: [1, 0, 0, 0],
    2: [-h, 0, 0, h],
    5: [h, 0, 0, h],
    3: [0, 0, h, h],
    4: [0, 0, -h, h],
  };
  const [fx, fy, fz, fw] = byFace[face];
  const sy = Math.sin(yaw / 2);
  const cy = Math.cos(yaw / 2);
  return [cy * fx + sy * fz, cy * fy + sy * fw, cy * fz - sy * fx, cy * fw - sy * fy];
}

function orientationOf(die: DieSetup): Quat {
  return die.orientation ?? faceQuat(die.topFace ?? 1, die.yaw ?? 0);
}

async function ours(): Promise<Engine> {
  const world = await loadPhysicsWorld();
  return {
    name: 'ours',
    load(dice) {
      world.reset(BOARD, dice);
      return {
        step: () => world.step(),
        resting: () => world.isResting(),
        push: (die) => world.flick({ die, direction: 0, strength: 1, height: 0.5 }),
      };
    },
  };
}

async function rapier(): Promise<Engine> {
  const RAPIER = (await import('@dimforge/rapier3d-compat')).default;
  await RAPIER.init();
  return {
    name: 'rapier',
    load(dice) {
      const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
      world.timestep = PHYSICS_STEP;
      world.numSolverIterations = ITERATIONS;
      world.integrationParameters.allowedLinearError = 0.0001;
      world.integrationParameters.predictionDistance = SIZE * 0.05;
      // The board: a slab 12 mm thick with its top at y = 0 (a box: Rapier's fastest contact with a
      // box die; ours is a round board with a hole). Friction and bounce average per contact.
      world.createCollider(
        RAPIER.ColliderDesc.cuboid(BOARD.boardRadius, 0.006, BOARD.boardRadius)
          .setTranslation(0, -0.006, 0)
          .setFriction(2 * FRICTION_BOARD - FRICTION_DICE)
          .setRestitution(2 * RESTITUTION_BOARD - RESTITUTION_DICE),
      );
      const bodies = dice.map((die) => {
        const [x, y, z] = die.position;
        const [qx, qy, qz, qw] = orientationOf(die);
        const body = world.createRigidBody(
          RAPIER.RigidBodyDesc.dynamic()
            .setTranslation(x, y, z)
            .setRotation({ x: qx, y: qy, z: qz, w: qw })
            .setCanSleep(true),
        );
        world.createCollider(
          // Sharp boxes: Rapier's box-box contact is analytic, its rounded boxes go through GJK.
          RAPIER.ColliderDesc.cuboid(HALF, HALF, HALF)
            .setMass(MASS)
            .setFriction(FRICTION_DICE)
            .setRestitution(RESTITUTION_DICE),
          body,
        );
        return body;
      });
      return {
        step: () => world.step(),
        resting: () => bodies.every((body) => body.isSleeping()),
        push: (die, speed) => bodies[die]!.setLinvel({ x: speed, y: 0, z: 0 }, true),
      };
    },
  };
}

async function cannon(): Promise<Engine> {
  const CANNON = await import('cannon-es');
  return {
    name: 'cannon',
    load(dice) {
      const world = new CANNON.World({ gravity: new CANNON.Vec3(0, -9.81, 0), allowSleep: true });
      world.broadphase = new CANNON.SAPBroadphase(world);
      (world.solver as unknown as { iterations: number }).iterations = ITERATIONS + RELAX_ITERATIONS;
      const dieMaterial = new CANNON.Material('die');
      const boardMaterial = new CANNON.Material('board');
      world.addContactMaterial(
        new CANNON.ContactMaterial(dieMaterial, boardMaterial, {
          friction: FRICTION_BOARD,
          restitution: RESTITUTION_BOARD,
        }),
      );
      world.addContactMaterial(
        new CANNON.ContactMaterial(dieMaterial, dieMaterial, {
          friction: FRICTION_DICE,
          restitution: RESTITUTION_DICE,
        }),
      );
      // cannon-es has no rounded boxes and its cylinder is a polyhedron: a plane board and sharp dice
      // (both cheaper for it than our rounded dice on a board with a hole).
      const ground = new CANNON.Body({ mass: 0, material: boardMaterial, shape: new CANNON.Plane() });
      ground.quaternion.setFromEuler(-Math.PI / 2, 0, 0);
      world.addBody(ground);
      const bodies = dice.map((die) => {
        const [x, y, z] = die.position;
        const [qx, qy, qz, qw] = orientationOf(die);
        const body = new CANNON.Body({
          mass: MASS,
          material: dieMaterial,
          shape: new CANNON.Box(new CANNON.Vec3(HALF, HALF, HALF)),
          position: new CANNON.Vec3(x, y, z),
          quaternion: new CANNON.Quaternion(qx, qy, qz, qw),
          allowSleep: true,
          sleepSpeedLimit: 0.005,
          sleepTimeLimit: 0.3,
        });
        world.addBody(body);
        return body;
      });
      return {
        step: () => world.step(PHYSICS_STEP),
        resting: () => bodies.every((body) => body.sleepState === CANNON.Body.SLEEPING),
        push: (die, speed) => {
          const body = bodies[die]!;
          body.wakeUp();
          body.velocity.set(speed, 0, 0);
        },
      };
    },
  };
}

/**
 * Steps until `until()` or maxSteps. Times are this process's CPU time (user + system), so that other
 * programs sharing the machine do not blur the comparison; the wall time is reported alongside.
 */
function timeSteps(step: () => void, until: () => boolean, maxSteps: number): SceneTiming {
  let steps = 0;
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  while (steps < maxSteps && !until()) {
    step();
    steps++;
  }
  const cpu = process.cpuUsage(cpuStart);
  const wallMs = performance.now() - wallStart;
  const totalMs = (cpu.user + cpu.system) / 1000;
  return { stepMicros: (totalMs * 1000) / Math.max(1, steps), steps, totalMs, wallMs };
}

function median(runs: SceneTiming[]): SceneTiming {
  const sorted = [...runs].sort((a, b) => a.totalMs - b.totalMs);
  return sorted[sorted.length >> 1]!;
}

function measureResting(engine: Engine, repeats: number, steps = RESTING_STEPS): SceneTiming {
  const runs: SceneTiming[] = [];
  for (let r = 0; r < repeats; r++) {
    const scene = engine.load(restingScene());
    // From placement: each engine must find out that the dice rest, and then let them sleep.
    runs.push(timeSteps(scene.step, () => false, steps));
  }
  return median(runs);
}

function measureBreak(engine: Engine, repeats: number, maxSteps = MAX_BREAK_STEPS): SceneTiming {
  const runs: SceneTiming[] = [];
  for (let r = 0; r < repeats; r++) {
    const { dice, flick } = breakScene();
    const scene = engine.load(dice);
    // The cluster first comes to rest (not measured), as it would on the table.
    timeSteps(scene.step, scene.resting, maxSteps);
    scene.push(flick.die, FLICK_SPEED);
    runs.push(timeSteps(scene.step, scene.resting, maxSteps));
  }
  return median(runs);
}

export interface PhysicsBenchOptions {
  /** Rounds over the three engines (ours runs three times per round, the others once). */
  rounds?: number;
  restingSteps?: number;
  /** Cut-off of each break, in steps. */
  maxBreakSteps?: number;
}

export async function runPhysicsBench(options: PhysicsBenchOptions = {}): Promise<PhysicsBenchResult> {
  const { rounds = 3, restingSteps = RESTING_STEPS, maxBreakSteps = MAX_BREAK_STEPS } = options;
  const engines = { ours: await ours(), rapier: await rapier(), cannon: await cannon() };
  // Warm up every engine's code paths once before measuring.
  for (const engine of Object.values(engines)) measureBreak(engine, 1, Math.min(480, maxBreakSteps));
  // Rounds alternate the engines, so that all of them see the same machine load; medians of all runs.
  const runs = {
    resting: { ours: [] as SceneTiming[], rapier: [] as SceneTiming[], cannon: [] as SceneTiming[] },
    break: { ours: [] as SceneTiming[], rapier: [] as SceneTiming[], cannon: [] as SceneTiming[] },
  };
  for (let round = 0; round < rounds; round++) {
    for (const name of ['ours', 'rapier', 'cannon'] as const) {
      const repeats = name === 'ours' ? 3 : 1;
      runs.resting[name].push(measureResting(engines[name], repeats, restingSteps));
      runs.break[name].push(measureBreak(engines[name], repeats, maxBreakSteps));
    }
  }
  const resting = {
    ours: median(runs.resting.ours),
    rapier: median(runs.resting.rapier),
    cannon: median(runs.resting.cannon),
  };
  const broken = {
    ours: median(runs.break.ours),
    rapier: median(runs.break.rapier),
    cannon: median(runs.break.cannon),
  };
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
      rapierToRestRatio: broken.rapier.totalMs / broken.ours.totalMs,
      cannonToRestRatio: broken.cannon.totalMs / broken.ours.totalMs,
      oursMsPerFrame: broken.ours.totalMs / (broken.ours.steps * PHYSICS_STEP) / 60,
      oursBreaksPerSecond: 1000 / broken.ours.totalMs,
    },
    setup: {
      dice: 25,
      rivalShapes: 'sharp boxes on a slab (Rapier) or a plane (cannon-es)',
      dieSizeMetres: SIZE,
      dieMassKg: MASS,
      stepSeconds: PHYSICS_STEP,
      solverIterations: ITERATIONS,
      relaxIterations: RELAX_ITERATIONS,
      frictionBoard: FRICTION_BOARD,
      frictionDice: FRICTION_DICE,
      restitutionBoard: RESTITUTION_BOARD,
      restitutionDice: RESTITUTION_DICE,
      flickSpeed: FLICK_SPEED,
      restingSteps,
    },
    goals: { rapierRatio: GOAL_RAPIER_RATIO, cannonRatio: GOAL_CANNON_RATIO, met: false },
  };
  result.goals.met =
    Math.min(result.resting.rapierRatio, result.break.rapierRatio) >= GOAL_RAPIER_RATIO &&
    Math.min(result.resting.cannonRatio, result.break.cannonRatio) >= GOAL_CANNON_RATIO;
  return result;
}

function row(name: string, timing: SceneTiming): string {
  return `  ${name.padEnd(7)} ${timing.stepMicros.toFixed(1).padStart(9)} µs/step  ${String(timing.steps).padStart(5)} steps  ${timing.totalMs.toFixed(1).padStart(9)} ms CPU  ${timing.wallMs.toFixed(1).padStart(9)} ms wall`;
}

export function formatPhysicsBench(result: PhysicsBenchResult): string {
  const { resting, break: broken } = result;
  return [
    'Dice physics: our engine, Rapier and cannon-es on the same scenes (step 1/240 s, sleeping on)',
    '',
    `resting (25 dice placed at rest on the board, the first ${result.setup.restingSteps} steps):`,
    row('ours', resting.ours),
    row('rapier', resting.rapier),
    row('cannon', resting.cannon),
    `  rapierRatio ${resting.rapierRatio.toFixed(2)}   cannonRatio ${resting.cannonRatio.toFixed(2)}`,
    '',
    'break (one die at full flick speed into a resting cluster of 24, until all rest):',
    row('ours', broken.ours),
    row('rapier', broken.rapier),
    row('cannon', broken.cannon),
    `  rapierRatio ${broken.rapierRatio.toFixed(2)}   cannonRatio ${broken.cannonRatio.toFixed(2)}   (whole break: rapierToRestRatio ${broken.rapierToRestRatio.toFixed(2)}, cannonToRestRatio ${broken.cannonToRestRatio.toFixed(2)})`,
    `  ours: ${broken.oursMsPerFrame.toFixed(3)} ms per simulated 1/60 s frame (of ${FRAME_MS.toFixed(1)} ms); ${broken.oursBreaksPerSecond.toFixed(0)} whole breaks per second`,
    '',
    `goals (rapierRatio ≥ ${result.goals.rapierRatio}, cannonRatio ≥ ${result.goals.cannonRatio} on both scenes): ${result.goals.met ? 'met' : 'NOT met'}`,
    'Ratios are the other engine’s CPU time per step divided by ours: above 1, ours is faster.',
  ].join('\n');
}

export const physicsBench: Bench = async ({ json }, io) => {
  const result = await runPhysicsBench();
  io.stdout(json ? JSON.stringify({ physics: result }, null, 2) : formatPhysicsBench(result));
};
