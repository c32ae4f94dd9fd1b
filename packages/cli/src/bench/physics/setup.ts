// What the physics benchmark builds alike in every engine: 16 mm dice of the same mass, friction and
// bounce, a 1/240 s step, the same solver iterations, and one rule for "at rest" checked outside the
// engines. Each engine is an adapter behind the same small interface.
import { type DieSetup, defaultBoard, deterministicMath, type Face, type Quat } from '@dicetable/engine';

const { hypot } = deterministicMath;

export const BOARD = defaultBoard(0);
export const SIZE = BOARD.dieSize;
export const HALF = SIZE / 2;
export const MASS = 720 * SIZE ** 3;
export const FRICTION_BOARD = 0.4;
export const FRICTION_DICE = 0.3;
export const RESTITUTION_BOARD = 0.7;
export const RESTITUTION_DICE = 0.45;
/** Our solver: 6 iterations with position bias and 2 relaxation iterations. */
export const ITERATIONS = 6;
export const RELAX_ITERATIONS = 2;
export const FLICK_SPEED = 2.2;
export const RESTING_STEPS = 480;
/** The window of the break timed step for step, the same for every engine. */
export const BREAK_WINDOW_STEPS = 480;
/** A break not at rest after this many steps is cut off there. */
export const MAX_BREAK_STEPS = 240 * 8;
/** The one rest rule for every engine (ours sleeps by the same rule). */
export const REST_LINEAR = 0.005;
export const REST_ANGULAR = 0.3;
export const REST_STEPS = 72;
/** Rapier's solver: its iterations are substeps of the soft TGS solver, one PGS iteration each. */
export const RAPIER_SUBSTEPS = ITERATIONS;
export const RAPIER_PGS_ITERATIONS = 1;
export const GOAL_RAPIER_RATIO = 1;
export const GOAL_CANNON_RATIO = 5;
/** Our rebounds within this share of Rapier's. */
export const GOAL_HOP_RATIO = 0.25;
export const FRAME_MS = 1000 / 60;

/** One engine behind the two scenes, sleeping off. */
export interface Engine {
  readonly name: string;
  /** Builds the scene; returns how to step once, the fastest die's speeds and how to push a die. */
  load(dice: readonly DieSetup[]): {
    step(): void;
    /** The fastest linear (m/s) and angular (rad/s) speed of any die still on the board. */
    speeds(): [number, number];
    push(die: number, speed: number): void;
    /** Where every die's centre is now (x, y, z in metres). */
    centres(): [number, number, number][];
  };
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

export function orientationOf(die: DieSetup): Quat {
  return die.orientation ?? faceQuat(die.topFace ?? 1, die.yaw ?? 0);
}

/** The fastest die still on the board, from [height, velocity, spin] of each. */
export function fastest(dice: [number, Xyz, Xyz][]): [number, number] {
  let linear = 0;
  let angular = 0;
  for (const [y, v, w] of dice) {
    if (y < -SIZE) continue;
    linear = Math.max(linear, hypot(v.x, v.y, v.z));
    angular = Math.max(angular, hypot(w.x, w.y, w.z));
  }
  return [linear, angular];
}
export type Xyz = { x: number; y: number; z: number };
