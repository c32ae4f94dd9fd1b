// The world: dice state, the fixed step, sleeping and waking, flicks, outcomes and snapshots.

import {
  BOARD_THICKNESS,
  baseMargin,
  boardRadius,
  boundRadius,
  bowlDepth,
  bowlSlope,
  collideStatic,
  dieSize,
  half,
  holeRadius,
  invInertia,
  invMass,
  loadBoard,
  mass,
  platformAt,
} from './board';
import { collideDice } from './boxbox';
import {
  beginContacts,
  contact,
  count,
  endContacts,
  previous,
  setMatchTolerance,
  setWarmScale,
} from './contacts';
import { FINGER_RESTITUTION, strike } from './finger';
import {
  B_FLAGS,
  B_GONE_AT,
  B_PX,
  B_PY,
  B_PZ,
  B_QW,
  B_QX,
  B_QY,
  B_QZ,
  B_REST_TIME,
  B_VX,
  B_VY,
  B_VZ,
  B_WX,
  B_WY,
  B_WZ,
  BODY_BYTES,
  body,
  C_A,
  C_B,
  C_LAMBDA_N,
  C_SEP,
  CONTACT_BYTES,
  dieCount,
  F_INV_INERTIA,
  F_INV_MASS,
  F_MAX_X,
  F_MAX_Y,
  F_MAX_Z,
  F_MIN_X,
  F_MIN_Y,
  F_MIN_Z,
  F_R,
  F_SWEEP,
  FLAG_ASLEEP,
  FLAG_GONE,
  frame,
  H_ACCUMULATOR,
  H_BOARD,
  H_DIE_COUNT,
  H_FLICKED,
  H_LAST_SUBSTEP,
  H_PREV_COUNT,
  H_SINCE_FLICK,
  HEADER_BYTES,
  LOCATION_BOARD,
  LOCATION_HOLE,
  LOCATION_OFF,
  LOCATION_PLATFORM,
  MAX_DICE,
  OUTCOMES,
  PAIRS,
  POSES,
  SNAPSHOT,
  SNAPSHOT_CAPACITY,
  STATE,
  STATE_BYTES,
  STATIC,
  STEP,
  setSubStep,
  subStep,
  TOUCHED,
  TOUCHED_BYTES,
} from './layout';
import { applyRestitution, prepareContacts, solveContacts, warmStartContacts } from './solver';

export const DT: f64 = STEP;
/** Fast-turning dice are stepped in up to MAX_SUBSTEPS parts, so none turns more than this per part. */
const MAX_TURN: f64 = 0.15;
const MAX_SUBSTEPS: i32 = 4;
export const GRAVITY: f64 = -9.81;
export const ITERATIONS: i32 = 6;
export const RELAX_ITERATIONS: i32 = 2;
/** Bounces are solved over a few passes, so that a face landing flat leaves flat. */
const RESTITUTION_ITERATIONS: i32 = 4;
/** A die slower than these for SLEEP_TIME falls asleep. */
const SLEEP_LINEAR: f64 = 0.005;
const SLEEP_ANGULAR: f64 = 0.3;
const SLEEP_TIME: f64 = 0.3;
const MAX_ANGULAR: f64 = 160.0;
/** Whether dice fall asleep (benchmarks turn it off to compare engines step for step). */
let sleeping: bool = true;
export function setSleeping(on: bool): void {
  sleeping = on;
}
/** Dice woken this step (scratch). */
const WOKEN: usize = heap.alloc(<usize>(MAX_DICE * 4));
/** A die is not lying flat when its up face tilts more than about 6 degrees from the surface. */
const FLAT_COS: f64 = 0.9945;
/** Flick speeds: a nudge, and enough to cross the board. */
const FLICK_MIN_SPEED: f64 = 0.08;
const FLICK_MAX_SPEED: f64 = 2.2;

// ---------------------------------------------------------------------------------------------
// Reset

export function beginReset(
  radius: f64,
  hole: f64,
  size: f64,
  platforms: f64,
  depth: f64,
  width: f64,
  inset: f64,
  slope: f64,
  dice: i32,
): void {
  memory.fill(STATE, 0, <usize>STATE_BYTES);
  store<f64>(STATE, radius, H_BOARD);
  store<f64>(STATE, hole, H_BOARD + 8);
  store<f64>(STATE, size, H_BOARD + 16);
  store<f64>(STATE, platforms, H_BOARD + 24);
  store<f64>(STATE, depth, H_BOARD + 32);
  store<f64>(STATE, width, H_BOARD + 40);
  store<f64>(STATE, inset, H_BOARD + 48);
  store<f64>(STATE, slope, H_BOARD + 56);
  store<i32>(STATE, dice < 0 ? 0 : dice > MAX_DICE ? MAX_DICE : dice, H_DIE_COUNT);
  store<i32>(STATE, -1, H_FLICKED);
  loadBoard();
  setMatchTolerance(size);
}

/**
 * Places die i. With topFace 1..6 the die sits with that face up, turned by yaw about the vertical;
 * with topFace 0 the quaternion (qx, qy, qz, qw) is used.
 */
export function setDie(
  i: i32,
  px: f64,
  py: f64,
  pz: f64,
  qx: f64,
  qy: f64,
  qz: f64,
  qw: f64,
  topFace: i32,
  yaw: f64,
): void {
  if (i < 0 || i >= dieCount()) return;
  const b = body(i);
  if (topFace >= 1 && topFace <= 6) {
    const h = Math.SQRT1_2;
    let fx: f64 = 0.0;
    const fy: f64 = 0.0;
    let fz: f64 = 0.0;
    let fw: f64 = 1.0;
    // Face layout (see DIE_FACE_AXES): 1 +y, 6 −y, 2 +z, 5 −z, 3 +x, 4 −x.
    if (topFace === 6) {
      fx = 1.0;
      fw = 0.0;
    } else if (topFace === 2) {
      fx = -h;
      fw = h;
    } else if (topFace === 5) {
      fx = h;
      fw = h;
    } else if (topFace === 3) {
      fz = h;
      fw = h;
    } else if (topFace === 4) {
      fz = -h;
      fw = h;
    }
    const sy = Math.sin(yaw * 0.5);
    const cy = Math.cos(yaw * 0.5);
    // (0, sy, 0, cy) ⊗ (fx, fy, fz, fw)
    qw = cy * fw - sy * fy;
    qx = cy * fx + sy * fz;
    qy = cy * fy + sy * fw;
    qz = cy * fz - sy * fx;
  }
  let len = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
  if (!(len > 1e-12)) {
    qx = 0.0;
    qy = 0.0;
    qz = 0.0;
    qw = 1.0;
    len = 1.0;
  }
  store<f64>(b, px, B_PX);
  store<f64>(b, py, B_PY);
  store<f64>(b, pz, B_PZ);
  store<f64>(b, qx / len, B_QX);
  store<f64>(b, qy / len, B_QY);
  store<f64>(b, qz / len, B_QZ);
  store<f64>(b, qw / len, B_QW);
}

/** Sets die i moving (and awake): linear velocity v, angular velocity w. */
export function setVelocity(i: i32, vx: f64, vy: f64, vz: f64, wx: f64, wy: f64, wz: f64): void {
  if (i < 0 || i >= dieCount() || (flags(i) & FLAG_GONE) !== 0) return;
  wake(i);
  const b = body(i);
  store<f64>(b, vx, B_VX);
  store<f64>(b, vy, B_VY);
  store<f64>(b, vz, B_VZ);
  store<f64>(b, wx, B_WX);
  store<f64>(b, wy, B_WY);
  store<f64>(b, wz, B_WZ);
}

/** Die i's state, k = 0…12: position x, y, z, quaternion x, y, z, w, velocity x, y, z, spin x, y, z. */
export function bodyState(i: i32, k: i32): f64 {
  if (i < 0 || i >= dieCount() || k < 0 || k > 12) return 0.0;
  return load<f64>(body(i) + <usize>(k * 8));
}

export function endReset(): void {
  writePoses();
}

// ---------------------------------------------------------------------------------------------
// Stepping

function flags(i: i32): i32 {
  return load<i32>(body(i), B_FLAGS);
}

/** Rotation matrix, bounds, sweep and mass of each die for this step. */
function updateFrames(): void {
  const n = dieCount();
  for (let i = 0; i < n; i++) {
    const b = body(i);
    const f = frame(i);
    const fl = load<i32>(b, B_FLAGS);
    if ((fl & FLAG_GONE) !== 0) continue;
    const x = load<f64>(b, B_QX);
    const y = load<f64>(b, B_QY);
    const z = load<f64>(b, B_QZ);
    const w = load<f64>(b, B_QW);
    store<f64>(f, 1.0 - 2.0 * (y * y + z * z), F_R);
    store<f64>(f, 2.0 * (x * y - w * z), F_R + 8);
    store<f64>(f, 2.0 * (x * z + w * y), F_R + 16);
    store<f64>(f, 2.0 * (x * y + w * z), F_R + 24);
    store<f64>(f, 1.0 - 2.0 * (x * x + z * z), F_R + 32);
    store<f64>(f, 2.0 * (y * z - w * x), F_R + 40);
    store<f64>(f, 2.0 * (x * z - w * y), F_R + 48);
    store<f64>(f, 2.0 * (y * z + w * x), F_R + 56);
    store<f64>(f, 1.0 - 2.0 * (x * x + y * y), F_R + 64);
    const asleep = (fl & FLAG_ASLEEP) !== 0;
    let sweep: f64 = 0.0;
    if (!asleep) {
      const vx = load<f64>(b, B_VX);
      const vy = load<f64>(b, B_VY);
      const vz = load<f64>(b, B_VZ);
      const wx = load<f64>(b, B_WX);
      const wy = load<f64>(b, B_WY);
      const wz = load<f64>(b, B_WZ);
      sweep =
        (Math.sqrt(vx * vx + vy * vy + vz * vz) + Math.sqrt(wx * wx + wy * wy + wz * wz) * boundRadius) *
        subStep;
    }
    store<f64>(f, sweep, F_SWEEP);
    const reach = boundRadius + sweep + baseMargin;
    store<f64>(f, load<f64>(b, B_PX) - reach, F_MIN_X);
    store<f64>(f, load<f64>(b, B_PY) - reach, F_MIN_Y);
    store<f64>(f, load<f64>(b, B_PZ) - reach, F_MIN_Z);
    store<f64>(f, load<f64>(b, B_PX) + reach, F_MAX_X);
    store<f64>(f, load<f64>(b, B_PY) + reach, F_MAX_Y);
    store<f64>(f, load<f64>(b, B_PZ) + reach, F_MAX_Z);
    store<f64>(f, asleep ? 0.0 : invMass, F_INV_MASS);
    store<f64>(f, asleep ? 0.0 : invInertia, F_INV_INERTIA);
  }
}

function overlap(fa: usize, fb: usize): bool {
  return (
    load<f64>(fa, F_MIN_X) <= load<f64>(fb, F_MAX_X) &&
    load<f64>(fb, F_MIN_X) <= load<f64>(fa, F_MAX_X) &&
    load<f64>(fa, F_MIN_Y) <= load<f64>(fb, F_MAX_Y) &&
    load<f64>(fb, F_MIN_Y) <= load<f64>(fa, F_MAX_Y) &&
    load<f64>(fa, F_MIN_Z) <= load<f64>(fb, F_MAX_Z) &&
    load<f64>(fb, F_MIN_Z) <= load<f64>(fa, F_MAX_Z)
  );
}

/** Contacts of every die that is awake, with the board and with the dice near it. */
function collide(): void {
  const n = dieCount();
  for (let a = 0; a < n; a++) {
    const fla = flags(a);
    if ((fla & FLAG_GONE) !== 0) continue;
    const awakeA = (fla & FLAG_ASLEEP) === 0;
    const fa = frame(a);
    for (let b = a + 1; b < n; b++) {
      const flb = flags(b);
      if ((flb & FLAG_GONE) !== 0) continue;
      if (!awakeA && (flb & FLAG_ASLEEP) !== 0) continue;
      const fb = frame(b);
      if (!overlap(fa, fb)) continue;
      const margin = baseMargin + load<f64>(fa, F_SWEEP) + load<f64>(fb, F_SWEEP);
      // Bounding spheres first: the boxes' test is far dearer.
      const ba = body(a);
      const bb = body(b);
      const dx = load<f64>(bb, B_PX) - load<f64>(ba, B_PX);
      const dy = load<f64>(bb, B_PY) - load<f64>(ba, B_PY);
      const dz = load<f64>(bb, B_PZ) - load<f64>(ba, B_PZ);
      const reach = 2.0 * boundRadius + margin;
      if (dx * dx + dy * dy + dz * dz > reach * reach) continue;
      collideDice(a, b, margin);
    }
    if (awakeA) collideStatic(a);
  }
}

function isMoving(i: i32): bool {
  const b = body(i);
  const vx = load<f64>(b, B_VX);
  const vy = load<f64>(b, B_VY);
  const vz = load<f64>(b, B_VZ);
  const wx = load<f64>(b, B_WX);
  const wy = load<f64>(b, B_WY);
  const wz = load<f64>(b, B_WZ);
  return (
    vx * vx + vy * vy + vz * vz > SLEEP_LINEAR * SLEEP_LINEAR ||
    wx * wx + wy * wy + wz * wz > SLEEP_ANGULAR * SLEEP_ANGULAR
  );
}

function wake(i: i32): void {
  const b = body(i);
  store<i32>(b, load<i32>(b, B_FLAGS) & ~FLAG_ASLEEP, B_FLAGS);
  store<f64>(b, 0.0, B_REST_TIME);
  const f = frame(i);
  store<f64>(f, invMass, F_INV_MASS);
  store<f64>(f, invInertia, F_INV_INERTIA);
}

/**
 * A moving die that touches a sleeping one wakes it, and with it every sleeping die that die rests
 * against (a sleeping neighbour would otherwise act as a wall and swallow the blow). The woken dice's
 * contacts with the board and with one another are added at once, so that none spends a step
 * unsupported.
 */
function wakeTouched(): void {
  const before = count;
  let woken = 0;
  for (let k = 0; k < before; k++) {
    const c = contact(k);
    const a = load<i32>(c, C_A);
    if (a === STATIC) continue;
    const b = load<i32>(c, C_B);
    const sleepA = (flags(a) & FLAG_ASLEEP) !== 0;
    const sleepB = (flags(b) & FLAG_ASLEEP) !== 0;
    if (sleepA === sleepB) continue;
    if (!isMoving(sleepA ? b : a)) continue;
    const sleeper = sleepA ? a : b;
    wake(sleeper);
    store<i32>(WOKEN + <usize>(woken << 2), sleeper);
    woken++;
  }
  if (woken === 0) return;
  // Flood through sleeping dice whose bounds overlap a woken one.
  const n = dieCount();
  for (let k = 0; k < woken; k++) {
    const w = load<i32>(WOKEN + <usize>(k << 2));
    const fw = frame(w);
    for (let o = 0; o < n; o++) {
      if (flags(o) !== FLAG_ASLEEP || !overlap(fw, frame(o))) continue;
      wake(o);
      store<i32>(WOKEN + <usize>(woken << 2), o);
      woken++;
    }
  }
  // Contacts the woken dice missed while asleep: with the board, with sleepers, with one another.
  for (let k = 0; k < woken; k++) {
    const w = load<i32>(WOKEN + <usize>(k << 2));
    collideStatic(w);
    const fw = frame(w);
    for (let o = 0; o < n; o++) {
      if (o === w) continue;
      const fo = flags(o);
      if ((fo & FLAG_GONE) !== 0) continue;
      // Pairs of two woken dice once (from the later of the two in the list).
      if ((fo & FLAG_ASLEEP) === 0 && !wokenBefore(o, k)) continue;
      if (!overlap(fw, frame(o))) continue;
      if (o < w) collideDice(o, w, baseMargin);
      else collideDice(w, o, baseMargin);
    }
  }
}

/** Whether die o is in the woken list before position k. */
function wokenBefore(o: i32, k: i32): bool {
  for (let j = 0; j < k; j++) if (load<i32>(WOKEN + <usize>(j << 2)) === o) return true;
  return false;
}

function integrateVelocities(): void {
  const n = dieCount();
  const dv = GRAVITY * subStep;
  for (let i = 0; i < n; i++) {
    const b = body(i);
    if (load<i32>(b, B_FLAGS) !== 0) continue;
    store<f64>(b, load<f64>(b, B_VY) + dv, B_VY);
  }
}

function integratePositions(): void {
  const n = dieCount();
  for (let i = 0; i < n; i++) {
    const b = body(i);
    if (load<i32>(b, B_FLAGS) !== 0) continue;
    let wx = load<f64>(b, B_WX);
    let wy = load<f64>(b, B_WY);
    let wz = load<f64>(b, B_WZ);
    const w2 = wx * wx + wy * wy + wz * wz;
    if (w2 > MAX_ANGULAR * MAX_ANGULAR) {
      const s = MAX_ANGULAR / Math.sqrt(w2);
      wx *= s;
      wy *= s;
      wz *= s;
      store<f64>(b, wx, B_WX);
      store<f64>(b, wy, B_WY);
      store<f64>(b, wz, B_WZ);
    }
    store<f64>(b, load<f64>(b, B_PX) + load<f64>(b, B_VX) * subStep, B_PX);
    store<f64>(b, load<f64>(b, B_PY) + load<f64>(b, B_VY) * subStep, B_PY);
    store<f64>(b, load<f64>(b, B_PZ) + load<f64>(b, B_VZ) * subStep, B_PZ);
    const qx = load<f64>(b, B_QX);
    const qy = load<f64>(b, B_QY);
    const qz = load<f64>(b, B_QZ);
    const qw = load<f64>(b, B_QW);
    const h = 0.5 * subStep;
    const nx = qx + h * (wx * qw + wy * qz - wz * qy);
    const ny = qy + h * (wy * qw + wz * qx - wx * qz);
    const nz = qz + h * (wz * qw + wx * qy - wy * qx);
    const nw = qw + h * (-wx * qx - wy * qy - wz * qz);
    const inv = 1.0 / Math.sqrt(nx * nx + ny * ny + nz * nz + nw * nw);
    store<f64>(b, nx * inv, B_QX);
    store<f64>(b, ny * inv, B_QY);
    store<f64>(b, nz * inv, B_QZ);
    store<f64>(b, nw * inv, B_QW);
  }
}

/** Dice that touched since the flick: contacts between two dice that pushed. */
function recordTouches(): void {
  for (let k = 0; k < count; k++) {
    const c = contact(k);
    const a = load<i32>(c, C_A);
    if (a === STATIC || load<f64>(c, C_LAMBDA_N) <= 0.0) continue;
    const b = load<i32>(c, C_B);
    const row = TOUCHED + <usize>(a * 8);
    store<u64>(row, load<u64>(row) | ((<u64>1) << (<u64>b)));
  }
}

/** Sleep timers, falling asleep, and freezing dice that fell below the board. */
function updateSleep(): void {
  const n = dieCount();
  const underBoard = -(bowlDepth + BOARD_THICKNESS);
  const goneBelow = underBoard - 2.0 * dieSize;
  for (let i = 0; i < n; i++) {
    const b = body(i);
    const fl = load<i32>(b, B_FLAGS);
    if (fl !== 0) continue;
    const py = load<f64>(b, B_PY);
    // Where a die leaves is decided as it passes under the board: through the hole, or off the edge
    // (under the board it may drift anywhere before it is frozen).
    if (py < underBoard && load<i32>(b, B_GONE_AT) === LOCATION_BOARD) {
      const px = load<f64>(b, B_PX);
      const pz = load<f64>(b, B_PZ);
      const inHole = px * px + pz * pz < holeRadius * holeRadius;
      store<i32>(b, inHole ? LOCATION_HOLE : LOCATION_OFF, B_GONE_AT);
    }
    if (py < goneBelow) {
      store<i32>(b, FLAG_GONE, B_FLAGS);
      zeroVelocity(b);
      continue;
    }
    if (isMoving(i)) {
      store<f64>(b, 0.0, B_REST_TIME);
      continue;
    }
    const t = load<f64>(b, B_REST_TIME) + DT;
    store<f64>(b, t, B_REST_TIME);
    if (t >= SLEEP_TIME && sleeping) {
      store<i32>(b, FLAG_ASLEEP, B_FLAGS);
      zeroVelocity(b);
    }
  }
}

function zeroVelocity(b: usize): void {
  store<f64>(b, 0.0, B_VX);
  store<f64>(b, 0.0, B_VY);
  store<f64>(b, 0.0, B_VZ);
  store<f64>(b, 0.0, B_WX);
  store<f64>(b, 0.0, B_WY);
  store<f64>(b, 0.0, B_WZ);
}

export function writePoses(): void {
  const n = dieCount();
  for (let i = 0; i < n; i++) {
    const b = body(i);
    const p = POSES + <usize>(i * 28);
    store<f32>(p, <f32>load<f64>(b, B_PX), 0);
    store<f32>(p, <f32>load<f64>(b, B_PY), 4);
    store<f32>(p, <f32>load<f64>(b, B_PZ), 8);
    store<f32>(p, <f32>load<f64>(b, B_QX), 12);
    store<f32>(p, <f32>load<f64>(b, B_QY), 16);
    store<f32>(p, <f32>load<f64>(b, B_QZ), 20);
    store<f32>(p, <f32>load<f64>(b, B_QW), 24);
  }
}

export function isResting(): bool {
  const n = dieCount();
  for (let i = 0; i < n; i++) if (flags(i) === 0) return false;
  return true;
}

/** Substeps this step needs: enough that no awake die turns more than MAX_TURN in one. */
function substeps(): i32 {
  const n = dieCount();
  let fastest: f64 = 0.0;
  for (let i = 0; i < n; i++) {
    const b = body(i);
    if (load<i32>(b, B_FLAGS) !== 0) continue;
    const wx = load<f64>(b, B_WX);
    const wy = load<f64>(b, B_WY);
    const wz = load<f64>(b, B_WZ);
    const w2 = wx * wx + wy * wy + wz * wz;
    if (w2 > fastest) fastest = w2;
  }
  const turn = Math.sqrt(fastest) * DT;
  if (turn <= MAX_TURN) return 1;
  const parts = <i32>Math.ceil(turn / MAX_TURN);
  return parts < MAX_SUBSTEPS ? parts : MAX_SUBSTEPS;
}

/** One fixed step of 1/240 s (in substeps while dice spin fast). Allocates nothing. */
export function step(): void {
  store<f64>(STATE, load<f64>(STATE, H_SINCE_FLICK) + DT, H_SINCE_FLICK);
  if (isResting()) return;
  const parts = substeps();
  setSubStep(DT / <f64>parts);
  const invH = 1.0 / subStep;
  // Impulses carried over from a step of another length: the same force over this one.
  const last = load<f64>(STATE, H_LAST_SUBSTEP);
  setWarmScale(last > 0.0 ? subStep / last : 1.0);
  store<f64>(STATE, subStep, H_LAST_SUBSTEP);
  for (let part = 0; part < parts; part++) {
    if (part === 1) setWarmScale(1.0);
    updateFrames();
    beginContacts();
    collide();
    wakeTouched();
    prepareContacts();
    integrateVelocities();
    warmStartContacts();
    for (let k = 0; k < ITERATIONS; k++) solveContacts(true, invH);
    integratePositions();
    for (let k = 0; k < RELAX_ITERATIONS; k++) solveContacts(false, invH);
    // Bounces once per step, in its first part: bouncing in every part of a substepped step gains
    // energy (a heap of 25 dice gained 8 µJ).
    if (part === 0) for (let k = 0; k < RESTITUTION_ITERATIONS; k++) applyRestitution();
    recordTouches();
    endContacts();
  }
  setSubStep(DT);
  setWarmScale(1.0);
  updateSleep();
  writePoses();
}

/** Real time in: fixed steps out, the remainder kept for the next call; at most a quarter second. */
export function advance(seconds: f64): i32 {
  let acc = load<f64>(STATE, H_ACCUMULATOR) + (seconds > 0.0 ? seconds : 0.0);
  let steps = 0;
  while (acc >= DT) {
    if (steps >= 60) {
      acc = 0.0;
      break;
    }
    step();
    acc -= DT;
    steps++;
  }
  store<f64>(STATE, acc, H_ACCUMULATOR);
  return steps;
}

/** Steps until every die rests or is gone, at most maxSteps; returns the steps taken. */
export function settle(maxSteps: i32): i32 {
  let steps = 0;
  while (steps < maxSteps && !isResting()) {
    step();
    steps++;
  }
  return steps;
}

export function secondsSinceFlick(): f64 {
  return load<f64>(STATE, H_SINCE_FLICK);
}

// ---------------------------------------------------------------------------------------------
// Flick

/**
 * A finger flick (see finger.ts): the finger moves along `direction` at a speed set by `strength`,
 * `height` up the die's side (0 slides it, 1 tips it over) and `offset` sideways (−1…1 of half the
 * die, positive to the finger's left).
 */
export function flick(die: i32, direction: f64, strength: f64, height: f64, offset: f64): void {
  const n = dieCount();
  if (die < 0 || die >= n || (flags(die) & FLAG_GONE) !== 0) return;
  strength = strength < 0.0 ? 0.0 : strength > 1.0 ? 1.0 : strength;
  height = height < 0.0 ? 0.0 : height > 1.0 ? 1.0 : height;
  offset = offset < -1.0 ? -1.0 : offset > 1.0 ? 1.0 : offset;
  memory.fill(TOUCHED, 0, <usize>TOUCHED_BYTES);
  store<i32>(STATE, die, H_FLICKED);
  store<f64>(STATE, 0.0, H_SINCE_FLICK);
  updateFrames();
  wake(die);
  const speed = Math.sqrt(
    FLICK_MIN_SPEED * FLICK_MIN_SPEED +
      strength * (FLICK_MAX_SPEED * FLICK_MAX_SPEED - FLICK_MIN_SPEED * FLICK_MIN_SPEED),
  );
  // The die leaves a square push at `speed`: the finger moves at speed / (1 + e).
  strike(die, Math.cos(direction), Math.sin(direction), speed / (1.0 + FINGER_RESTITUTION), height, offset);
}

// ---------------------------------------------------------------------------------------------
// Outcomes

/** Writes each die's outcome to OUTCOMES: location, platform, flat, top face, x, y, z. */
export function computeOutcomes(): void {
  const n = dieCount();
  for (let i = 0; i < n; i++) {
    const b = body(i);
    const o = OUTCOMES + <usize>(i * 64);
    const px = load<f64>(b, B_PX);
    const py = load<f64>(b, B_PY);
    const pz = load<f64>(b, B_PZ);
    const rho = Math.sqrt(px * px + pz * pz);
    let location = LOCATION_BOARD;
    let platform = -1;
    if ((load<i32>(b, B_FLAGS) & FLAG_GONE) !== 0) {
      location = load<i32>(b, B_GONE_AT);
    } else if (load<i32>(b, B_GONE_AT) !== LOCATION_BOARD) {
      location = load<i32>(b, B_GONE_AT);
    } else if (py < -bowlDepth - half) {
      location = rho < holeRadius ? LOCATION_HOLE : LOCATION_OFF;
    } else {
      // Still up at board height: on a ledge, else on the board (even balanced on the hole's rim).
      platform = rho > boardRadius ? platformAt(px, pz) : -1;
      if (platform >= 0) location = LOCATION_PLATFORM;
      else if (rho > boardRadius) location = LOCATION_OFF;
    }
    // The up face: the die's axis most aligned with the surface normal under it.
    const x = load<f64>(b, B_QX);
    const y = load<f64>(b, B_QY);
    const z = load<f64>(b, B_QZ);
    const w = load<f64>(b, B_QW);
    let sx: f64 = 0.0;
    let sy: f64 = 1.0;
    let sz: f64 = 0.0;
    if (bowlSlope !== 0.0 && location === LOCATION_BOARD && rho > 1e-9) {
      const inv = 1.0 / Math.sqrt(1.0 + bowlSlope * bowlSlope);
      sx = (-bowlSlope * px * inv) / rho;
      sy = inv;
      sz = (-bowlSlope * pz * inv) / rho;
    }
    // Columns of the rotation matrix dotted with the surface normal.
    const ax = (1.0 - 2.0 * (y * y + z * z)) * sx + 2.0 * (x * y + w * z) * sy + 2.0 * (x * z - w * y) * sz;
    const ay = 2.0 * (x * y - w * z) * sx + (1.0 - 2.0 * (x * x + z * z)) * sy + 2.0 * (y * z + w * x) * sz;
    const az = 2.0 * (x * z + w * y) * sx + 2.0 * (y * z - w * x) * sy + (1.0 - 2.0 * (x * x + y * y)) * sz;
    let top = ay >= 0.0 ? 1 : 6;
    let up = Math.abs(ay);
    if (Math.abs(az) > up) {
      up = Math.abs(az);
      top = az >= 0.0 ? 2 : 5;
    }
    if (Math.abs(ax) > up) {
      up = Math.abs(ax);
      top = ax >= 0.0 ? 3 : 4;
    }
    const onSomething = location === LOCATION_BOARD || location === LOCATION_PLATFORM;
    const flat = onSomething && up >= FLAT_COS;
    store<f64>(o, <f64>location, 0);
    store<f64>(o, <f64>platform, 8);
    store<f64>(o, flat ? 1.0 : 0.0, 16);
    store<f64>(o, flat ? <f64>top : 0.0, 24);
    store<f64>(o, px, 32);
    store<f64>(o, py, 40);
    store<f64>(o, pz, 48);
  }
}

/** Writes the pairs that touched since the last flick to PAIRS; returns how many. */
export function listTouches(): i32 {
  const n = dieCount();
  let k = 0;
  for (let a = 0; a < n; a++) {
    const row = load<u64>(TOUCHED + <usize>(a * 8));
    if (row === 0) continue;
    for (let b = a + 1; b < n; b++) {
      if ((row & ((<u64>1) << (<u64>b))) === 0) continue;
      store<i32>(PAIRS + <usize>(k * 8), a);
      store<i32>(PAIRS + <usize>(k * 8), b, 4);
      k++;
    }
  }
  return k;
}

// ---------------------------------------------------------------------------------------------
// Snapshots: the header, the touched pairs, the dice and the warm-start contacts, byte for byte.

export function snapshotSave(): i32 {
  const n = dieCount();
  const fixed = HEADER_BYTES + TOUCHED_BYTES + n * BODY_BYTES;
  memory.copy(SNAPSHOT, STATE, <usize>fixed);
  const kept = load<i32>(STATE, H_PREV_COUNT);
  memory.copy(SNAPSHOT + <usize>fixed, previous, <usize>(kept * CONTACT_BYTES));
  return fixed + kept * CONTACT_BYTES;
}

/** Restores a snapshot written to SNAPSHOT; returns false (and changes nothing) when it is not one. */
export function snapshotLoad(length: i32): bool {
  if (length < HEADER_BYTES + TOUCHED_BYTES || length > SNAPSHOT_CAPACITY) return false;
  const n = load<i32>(SNAPSHOT, H_DIE_COUNT);
  const kept = load<i32>(SNAPSHOT, H_PREV_COUNT);
  if (n < 0 || n > MAX_DICE || kept < 0) return false;
  const fixed = HEADER_BYTES + TOUCHED_BYTES + n * BODY_BYTES;
  if (length !== fixed + kept * CONTACT_BYTES) return false;
  memory.fill(STATE, 0, <usize>STATE_BYTES);
  memory.copy(STATE, SNAPSHOT, <usize>fixed);
  memory.copy(previous, SNAPSHOT + <usize>fixed, <usize>(kept * CONTACT_BYTES));
  loadBoard();
  setMatchTolerance(dieSize);
  writePoses();
  return true;
}

// ---------------------------------------------------------------------------------------------
// Diagnostics for tests and benchmarks

/** Kinetic plus potential energy of the dice still in play (joules). */
export function energy(): f64 {
  const n = dieCount();
  let total: f64 = 0.0;
  const inertia = 1.0 / invInertia;
  for (let i = 0; i < n; i++) {
    const b = body(i);
    if ((load<i32>(b, B_FLAGS) & FLAG_GONE) !== 0) continue;
    const vx = load<f64>(b, B_VX);
    const vy = load<f64>(b, B_VY);
    const vz = load<f64>(b, B_VZ);
    const wx = load<f64>(b, B_WX);
    const wy = load<f64>(b, B_WY);
    const wz = load<f64>(b, B_WZ);
    total += 0.5 * mass * (vx * vx + vy * vy + vz * vz) + 0.5 * inertia * (wx * wx + wy * wy + wz * wz);
    total -= mass * GRAVITY * load<f64>(b, B_PY);
  }
  return total;
}

/** The deepest overlap between two dice, or a die and the board, right now (metres, 0 if none). */
export function maxPenetration(): f64 {
  return deepestOverlap(true);
}

/** The deepest overlap between two dice right now (metres, 0 if none). */
export function maxDiceOverlap(): f64 {
  return deepestOverlap(false);
}

function deepestOverlap(withBoard: bool): f64 {
  const n = dieCount();
  updateFrames();
  beginContacts();
  for (let a = 0; a < n; a++) {
    if ((flags(a) & FLAG_GONE) !== 0) continue;
    for (let b = a + 1; b < n; b++) {
      if ((flags(b) & FLAG_GONE) !== 0) continue;
      if (overlap(frame(a), frame(b))) collideDice(a, b, 0.0);
    }
    if (withBoard) collideStatic(a);
  }
  let deepest: f64 = 0.0;
  for (let k = 0; k < count; k++) {
    const s = load<f64>(contact(k), C_SEP);
    if (-s > deepest) deepest = -s;
  }
  beginContacts();
  return deepest;
}
