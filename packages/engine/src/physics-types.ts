// The dice physics engine's public contract, shared by the WASM binding, the CLI (`dicetable flick`),
// the lab screen and the JamSumo game. Units: metres, kilograms, seconds, radians. Axes: y up; the
// board's top surface is the plane y = 0 with its centre at the origin; x to the right and z towards
// the viewer in the lab's default view.

import type { JamSumoBoard } from '@dicetable/rules/jamsumo';

export type Vec3 = readonly [number, number, number];
/** Unit quaternion [x, y, z, w]. */
export type Quat = readonly [number, number, number, number];
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/** The board the dice roll on: the one a JamSumo game on the tablet records in its setup. */
export type BoardConfig = JamSumoBoard;

export interface DieSetup {
  readonly position: Vec3;
  /** Either an orientation, or the face that points up (the die then sits flat, unrotated about y). */
  readonly orientation?: Quat;
  readonly topFace?: Face;
  /** Rotation about the vertical axis in radians when `topFace` is given. */
  readonly yaw?: number;
}

export interface Flick {
  /** Index of the die in the world. */
  readonly die: number;
  /** Direction of travel in the board plane, radians: 0 = +x, π/2 = +z. */
  readonly direction: number;
  /** 0 (a nudge) … 1 (hard enough to cross the board). */
  readonly strength: number;
  /**
   * How high the finger meets the die: 0 = just above its lowest point (it slides), 0.5 = level with
   * its centre (a push without spin), 1 = just below its top (it tips over and tumbles).
   */
  readonly height: number;
  /**
   * Where the finger's line passes the die's centre sideways, −1…1 of half the die's size, positive to
   * the left of the direction of travel (default 0: through the centre).
   */
  readonly offset?: number;
}

export type DieLocation = 'board' | 'platform' | 'hole' | 'off';

export interface DieOutcome {
  readonly die: number;
  readonly location: DieLocation;
  /** Which platform, when location is 'platform'. */
  readonly platform?: number;
  readonly flat: boolean;
  /** The face pointing up, when the die lies flat. */
  readonly topFace?: Face;
  readonly position: Vec3;
}

export interface FlickReport {
  readonly outcomes: readonly DieOutcome[];
  /** Pairs of dice [a, b] (a < b) that touched during the flick, each pair once. */
  readonly contacts: readonly (readonly [number, number])[];
  /** Simulated time until everything rested, in seconds. */
  readonly seconds: number;
}

/** Number of floats per die in `poses`: position x, y, z, then quaternion x, y, z, w. */
export const POSE_STRIDE = 7;

export interface PhysicsWorld {
  readonly board: BoardConfig;
  readonly dieCount: number;
  /**
   * Zero-copy view of every die's pose, POSE_STRIDE floats per die, updated in place by step().
   * Re-read the property after reset()/restore(): the view may be replaced when memory grows.
   */
  readonly poses: Float32Array;
  /** Replaces the whole world: board and dice. */
  reset(board: BoardConfig, dice: readonly DieSetup[]): void;
  /** Applies a finger flick to one die and starts recording contacts. */
  flick(flick: Flick): void;
  /** Advances real time by `seconds` with a fixed internal step and an accumulator; returns steps taken. */
  advance(seconds: number): number;
  /** True when every die rests (sleeps) or is gone. */
  isResting(): boolean;
  /** Simulates until everything rests (at most `maxSeconds`), then reports. */
  settle(maxSeconds?: number): FlickReport;
  /** The outcome of every die now. */
  outcomes(): DieOutcome[];
  /** Pairs of dice that touched since the last flick. */
  contacts(): [number, number][];
  /** The exact state of the world; restore() makes it bit-identical again. */
  snapshot(): Uint8Array;
  restore(snapshot: Uint8Array): void;
}

/**
 * Outward normal of each face in the die's own frame (a right-handed die: 1, 2 and 3 run
 * counter-clockwise around their shared corner; opposite faces add up to 7). Renderers draw the pips
 * from this; `DieSetup.topFace` and `DieOutcome.topFace` use it.
 */
export const DIE_FACE_AXES: Readonly<Record<Face, Vec3>> = {
  1: [0, 1, 0],
  6: [0, -1, 0],
  2: [0, 0, 1],
  5: [0, 0, -1],
  3: [1, 0, 0],
  4: [-1, 0, 0],
};

/** The fixed simulation step in seconds. */
export const PHYSICS_STEP = 1 / 240;
