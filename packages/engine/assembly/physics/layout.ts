// Memory layout of the dice world. Everything the simulation needs lives in blocks reserved once at
// start-up, so that step() never allocates and snapshot()/restore() are plain byte copies.

/** The fixed step (s). */
export const STEP: f64 = 1.0 / 240.0;
/** The part of the step being simulated: the step, or a substep of it while dice spin fast. */
export let subStep: f64 = STEP;
export function setSubStep(h: f64): void {
  subStep = h;
}
export const MAX_DICE: i32 = 64;
export const MAX_CONTACTS: i32 = 4096;
/** Pseudo body index of the board, platforms and other fixed geometry. */
export const STATIC: i32 = -1;

// ---- World header (part of every snapshot) ----
export const H_DIE_COUNT: i32 = 0; // i32
export const H_PREV_COUNT: i32 = 4; // i32: contacts kept for warm starting
export const H_FLICKED: i32 = 8; // i32: die of the last flick, -1 when none
export const H_ACCUMULATOR: i32 = 16; // f64
export const H_SINCE_FLICK: i32 = 24; // f64: simulated seconds since the last flick or reset
export const H_BOARD: i32 = 32; // 8 × f64 board configuration
export const H_LAST_SUBSTEP: i32 = 96; // f64: the substep the warm-start impulses were found for
/** The finger of the last flick while it follows through (8 × f64, see finger.ts). */
export const H_FINGER: i32 = 128;
export const HEADER_BYTES: i32 = 192;
/** Which dice touched which since the last flick: one u64 row per die. */
export const TOUCHED_BYTES: i32 = MAX_DICE * 8;

// ---- Bodies (part of every snapshot), one record each ----
export const BODY_BYTES: i32 = 128;
export const B_PX: i32 = 0;
export const B_PY: i32 = 8;
export const B_PZ: i32 = 16;
export const B_QX: i32 = 24;
export const B_QY: i32 = 32;
export const B_QZ: i32 = 40;
export const B_QW: i32 = 48;
export const B_VX: i32 = 56;
export const B_VY: i32 = 64;
export const B_VZ: i32 = 72;
export const B_WX: i32 = 80;
export const B_WY: i32 = 88;
export const B_WZ: i32 = 96;
export const B_REST_TIME: i32 = 104; // f64: seconds spent below the sleep thresholds
export const B_FLAGS: i32 = 112; // i32
export const B_GONE_AT: i32 = 116; // i32: location code fixed when the die was frozen

export const FLAG_ASLEEP: i32 = 1;
export const FLAG_GONE: i32 = 2;

export const LOCATION_BOARD: i32 = 0;
export const LOCATION_PLATFORM: i32 = 1;
export const LOCATION_HOLE: i32 = 2;
export const LOCATION_OFF: i32 = 3;

// ---- Per-step scratch of each body (recomputed, not snapshotted) ----
export const FRAME_BYTES: i32 = 144;
export const F_R: i32 = 0; // 9 × f64 rotation matrix, row-major: columns are the die's axes
export const F_MIN_X: i32 = 72;
export const F_MIN_Y: i32 = 80;
export const F_MIN_Z: i32 = 88;
export const F_MAX_X: i32 = 96;
export const F_MAX_Y: i32 = 104;
export const F_MAX_Z: i32 = 112;
export const F_SWEEP: i32 = 120; // f64: how far any point of the die may move in one step
export const F_INV_MASS: i32 = 128; // f64: 0 while asleep (a sleeping die holds like the board)
export const F_INV_INERTIA: i32 = 136;

// ---- Contacts ----
export const CONTACT_BYTES: i32 = 416;
export const C_A: i32 = 0; // i32 body, or STATIC
export const C_B: i32 = 4; // i32 body
export const C_PAIR: i32 = 8; // i32: ordering/matching key of the two bodies
export const C_FEATURE: i32 = 12; // i32
export const C_NX: i32 = 16; // normal from A to B
export const C_NY: i32 = 24;
export const C_NZ: i32 = 32;
// Jacobians of the angular velocities, precomputed: r_a × n and r_b × n (then the same for t1, t2).
export const C_AN: i32 = 40;
export const C_BN: i32 = 64;
export const C_T1X: i32 = 88;
export const C_T1Y: i32 = 96;
export const C_T1Z: i32 = 104;
export const C_T2X: i32 = 112;
export const C_T2Y: i32 = 120;
export const C_T2Z: i32 = 128;
export const C_SEP: i32 = 136;
export const C_MASS_N: i32 = 144;
export const C_MASS_T1: i32 = 152;
export const C_MASS_T2: i32 = 160;
export const C_LAMBDA_N: i32 = 168;
export const C_LAMBDA_T1: i32 = 176;
export const C_LAMBDA_T2: i32 = 184;
export const C_VN0: i32 = 192;
export const C_FRICTION: i32 = 200;
export const C_RESTITUTION: i32 = 208;
export const C_LX: i32 = 216; // contact point in the frame of the pair's first die, for matching
export const C_LY: i32 = 224;
export const C_LZ: i32 = 232;
export const C_PX: i32 = 240; // world point
export const C_PY: i32 = 248;
export const C_PZ: i32 = 256;
export const C_MAX_N: i32 = 264; // largest normal impulse this step (restitution applies only to real hits)
export const C_AT1: i32 = 272;
export const C_BT1: i32 = 296;
export const C_AT2: i32 = 320;
export const C_BT2: i32 = 344;
export const C_VA: i32 = 368; // i32: body record of A, 0 for the board
export const C_VB: i32 = 372; // i32: body record of B
export const C_IMA: i32 = 376; // inverse masses and inertias (0 while asleep)
export const C_IIA: i32 = 384;
export const C_IMB: i32 = 392;
export const C_IIB: i32 = 400;

// ---- Reserved blocks ----
export const STATE_BYTES: i32 = HEADER_BYTES + TOUCHED_BYTES + MAX_DICE * BODY_BYTES;
export const STATE: usize = heap.alloc(<usize>STATE_BYTES);
export const TOUCHED: usize = STATE + <usize>HEADER_BYTES;
export const BODIES: usize = TOUCHED + <usize>TOUCHED_BYTES;
export const FRAMES: usize = heap.alloc(<usize>(MAX_DICE * FRAME_BYTES));
export const CONTACTS_0: usize = heap.alloc(<usize>(MAX_CONTACTS * CONTACT_BYTES));
export const CONTACTS_1: usize = heap.alloc(<usize>(MAX_CONTACTS * CONTACT_BYTES));
/** Pose per die as 7 × f32 (position, quaternion): the zero-copy view the renderers read. */
export const POSES: usize = heap.alloc(<usize>(MAX_DICE * 7 * 4));
/** Outcome per die as 8 × f64: location, platform, flat, top face, x, y, z, spare. */
export const OUTCOMES: usize = heap.alloc(<usize>(MAX_DICE * 8 * 8));
/** Contact pairs as i32 pairs. */
export const PAIRS: usize = heap.alloc(<usize>(MAX_DICE * MAX_DICE * 8));
export const SNAPSHOT_CAPACITY: i32 = STATE_BYTES + MAX_CONTACTS * CONTACT_BYTES;
export const SNAPSHOT: usize = heap.alloc(<usize>SNAPSHOT_CAPACITY);

memory.fill(STATE, 0, <usize>STATE_BYTES);
memory.fill(FRAMES, 0, <usize>(MAX_DICE * FRAME_BYTES));

export function body(i: i32): usize {
  return BODIES + <usize>(i * BODY_BYTES);
}

export function frame(i: i32): usize {
  return FRAMES + <usize>(i * FRAME_BYTES);
}

export function dieCount(): i32 {
  return load<i32>(STATE, H_DIE_COUNT);
}
