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
// Rapier (rounded dice both). The rival engines are loaded here only, by dynamic import.
import {
  breakScene,
  DIE_CORNER_RATIO,
  type DieSetup,
  defaultBoard,
  deterministicMath,
  type Face,
  PHYSICS_STEP,
  type Quat,
  restingScene,
  seededRandom,
} from '@dicetable/engine';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import type { Bench } from './benches.ts';

const { hypot } = deterministicMath;

const BOARD = defaultBoard(0);
const SIZE = BOARD.dieSize;
const HALF = SIZE / 2;
const MASS = 720 * SIZE ** 3;
const FRICTION_BOARD = 0.4;
const FRICTION_DICE = 0.3;
const RESTITUTION_BOARD = 0.7;
const RESTITUTION_DICE = 0.45;
/** Our solver: 6 iterations with position bias and 2 relaxation iterations. */
const ITERATIONS = 6;
const RELAX_ITERATIONS = 2;
const FLICK_SPEED = 2.2;
const RESTING_STEPS = 480;
/** The window of the break timed step for step, the same for every engine. */
const BREAK_WINDOW_STEPS = 480;
/** A break not at rest after this many steps is cut off there. */
const MAX_BREAK_STEPS = 240 * 8;
/** The one rest rule for every engine (ours sleeps by the same rule). */
const REST_LINEAR = 0.005;
const REST_ANGULAR = 0.3;
const REST_STEPS = 72;
/** Rapier's solver: its iterations are substeps of the soft TGS solver, one PGS iteration each. */
const RAPIER_SUBSTEPS = ITERATIONS;
const RAPIER_PGS_ITERATIONS = 1;
const GOAL_RAPIER_RATIO = 1;
const GOAL_CANNON_RATIO = 5;
/** Our rebounds within this share of Rapier's. */
const GOAL_HOP_RATIO = 0.25;
const FRAME_MS = 1000 / 60;

/** One engine behind the two scenes, sleeping off. */
interface Engine {
  readonly name: string;
  /** Builds the scene; returns how to step once, the fastest die's speeds and how to push a die. */
  load(dice: readonly DieSetup[]): {
    step(): void;
    /** The fastest linear (m/s) and angular (rad/s) speed of any die still on the board. */
    speeds(): [number, number];
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
  hops: { flicks: number; oursMm: number; rapierMm: number; ratio: number };
  setup: Record<string, number | string>;
  goals: { rapierRatio: number; cannonRatio: number; hopRatio: number; met: boolean };
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
  const sy = deterministicMath.sin(yaw / 2);
  const cy = deterministicMath.cos(yaw / 2);
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
      world.setSleeping(false);
      return {
        step: () => world.step(),
        speeds: () => {
          let linear = 0;
          let angular = 0;
          for (let die = 0; die < dice.length; die++) {
            const { velocity, spin, position } = world.dieState(die);
            if (position[1] < -BOARD.dieSize) continue;
            linear = Math.max(linear, hypot(...velocity));
            angular = Math.max(angular, hypot(...spin));
          }
          return [linear, angular];
        },
        push: (die) => world.flick({ die, direction: 0, strength: 1, height: 0 }),
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
      world.numSolverIterations = RAPIER_SUBSTEPS;
      world.numInternalPgsIterations = RAPIER_PGS_ITERATIONS;
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
            .setCanSleep(false),
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
        speeds: () => fastest(bodies.map((body) => [body.translation().y, body.linvel(), body.angvel()])),
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
      const world = new CANNON.World({ gravity: new CANNON.Vec3(0, -9.81, 0), allowSleep: false });
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
          allowSleep: false,
        });
        world.addBody(body);
        return body;
      });
      return {
        step: () => world.step(PHYSICS_STEP),
        speeds: () => fastest(bodies.map((body) => [body.position.y, body.velocity, body.angularVelocity])),
        push: (die, speed) => {
          const body = bodies[die]!;
          body.wakeUp();
          body.velocity.set(speed, 0, 0);
        },
      };
    },
  };
}

/** The fastest die still on the board, from [height, velocity, spin] of each. */
function fastest(dice: [number, Xyz, Xyz][]): [number, number] {
  let linear = 0;
  let angular = 0;
  for (const [y, v, w] of dice) {
    if (y < -SIZE) continue;
    linear = Math.max(linear, hypot(v.x, v.y, v.z));
    angular = Math.max(angular, hypot(w.x, w.y, w.z));
  }
  return [linear, angular];
}
type Xyz = { x: number; y: number; z: number };

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
function stepsToRest(scene: ReturnType<Engine['load']>, maxSteps: number): number {
  let calm = 0;
  for (let steps = 1; steps <= maxSteps; steps++) {
    scene.step();
    const [linear, angular] = scene.speeds();
    calm = linear < REST_LINEAR && angular < REST_ANGULAR ? calm + 1 : 0;
    if (calm >= REST_STEPS) return steps;
  }
  return maxSteps;
}

function median(runs: SceneTiming[]): SceneTiming {
  const sorted = [...runs].sort((a, b) => a.totalMs - b.totalMs);
  return sorted[sorted.length >> 1]!;
}

function measureResting(engine: Engine, steps = RESTING_STEPS): SceneTiming {
  const scene = engine.load(restingScene());
  return timeSteps(scene.step, steps);
}

/** The break, loaded with its cluster already at rest and the die pushed. */
function breakAtFlick(engine: Engine, maxSteps: number): ReturnType<Engine['load']> {
  const { dice, flick } = breakScene();
  const scene = engine.load(dice);
  stepsToRest(scene, maxSteps);
  scene.push(flick.die, FLICK_SPEED);
  return scene;
}

/** The break: per step over the common window, and the whole break until rest by the common rule. */
function measureBreak(
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

/**
 * Strong flicks made in our engine; from the state right after each, the highest rebound (centre
 * height after the die first comes down) in ours and in Rapier with the same rounded die.
 */
async function compareHops(flicks: number): Promise<PhysicsBenchResult['hops']> {
  const RAPIER = (await import('@dimforge/rapier3d-compat')).default;
  await RAPIER.init();
  const world = await loadPhysicsWorld();
  const table = { ...BOARD, boardRadius: 1.5, holeRadius: 0 };
  const random = seededRandom(5);
  const steps = 240 * 3;
  let oursSum = 0;
  let rapierSum = 0;
  const rebound = (heights: number[]) => {
    const down = heights.findIndex((y, k) => k > 0 && y < HALF * 1.3 && heights[k - 1]! > y);
    return down < 0 ? 0 : Math.max(HALF, ...heights.slice(down)) - HALF;
  };
  for (let k = 0; k < flicks; k++) {
    world.reset(table, [{ position: [0, HALF, 0], topFace: 4, yaw: 2 * Math.PI * random() }]);
    world.flick({ die: 0, direction: 0, strength: 0.6 + 0.4 * random(), height: 0.9 + 0.1 * random() });
    const start = world.dieState(0);
    const oursHeights: number[] = [];
    for (let s = 0; s < steps; s++) {
      world.step();
      oursHeights.push(world.dieState(0).position[1]);
    }
    const rw = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
    rw.timestep = PHYSICS_STEP;
    rw.numSolverIterations = RAPIER_SUBSTEPS;
    rw.createCollider(
      RAPIER.ColliderDesc.cuboid(2, 0.006, 2)
        .setTranslation(0, -0.006, 0)
        .setFriction(FRICTION_BOARD)
        .setRestitution(RESTITUTION_BOARD),
    );
    const [x, y, z] = start.position;
    const [qx, qy, qz, qw] = start.orientation;
    const body = rw.createRigidBody(
      RAPIER.RigidBodyDesc.dynamic()
        .setTranslation(x, y, z)
        .setRotation({ x: qx, y: qy, z: qz, w: qw })
        .setLinvel(...start.velocity)
        .setAngvel({ x: start.spin[0], y: start.spin[1], z: start.spin[2] }),
    );
    const core = HALF - SIZE * DIE_CORNER_RATIO;
    rw.createCollider(
      RAPIER.ColliderDesc.roundCuboid(core, core, core, SIZE * DIE_CORNER_RATIO)
        .setMass(MASS)
        .setFriction(FRICTION_BOARD)
        .setRestitution(RESTITUTION_BOARD),
      body,
    );
    const rapierHeights: number[] = [];
    for (let s = 0; s < steps; s++) {
      rw.step();
      rapierHeights.push(body.translation().y);
    }
    rw.free();
    oursSum += rebound(oursHeights);
    rapierSum += rebound(rapierHeights);
  }
  const oursMm = (1000 * oursSum) / flicks;
  const rapierMm = (1000 * rapierSum) / flicks;
  return { flicks, oursMm, rapierMm, ratio: rapierMm > 0 ? oursMm / rapierMm : 1 };
}

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

export const physicsBench: Bench = async ({ json }, io) => {
  const result = await runPhysicsBench();
  io.stdout(json ? JSON.stringify({ physics: result }, null, 2) : formatPhysicsBench(result));
};
