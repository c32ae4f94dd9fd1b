// The contact list of one step, and warm starting: each new contact inherits the impulses of the
// matching contact of the previous step (same pair, same feature, nearly the same point on the die).
import {
  B_PX,
  B_PY,
  B_PZ,
  body,
  C_A,
  C_B,
  C_FEATURE,
  C_FRICTION,
  C_LAMBDA_N,
  C_LAMBDA_T1,
  C_LAMBDA_T2,
  C_LX,
  C_LY,
  C_LZ,
  C_NX,
  C_NY,
  C_NZ,
  C_PAIR,
  C_PX,
  C_PY,
  C_PZ,
  C_RESTITUTION,
  C_SEP,
  CONTACT_BYTES,
  CONTACTS_0,
  CONTACTS_1,
  F_R,
  frame,
  H_PREV_COUNT,
  MAX_CONTACTS,
  STATE,
} from './layout';

/** The buffer being filled this step, and the previous step's contacts (kept for warm starting). */
export let current: usize = CONTACTS_0;
export let previous: usize = CONTACTS_1;
export let count: i32 = 0;
let prevCursor: i32 = 0;

/** Last step's impulses are scaled by this (the ratio of this substep's length to that one's). */
let warmScale: f64 = 1.0;
export function setWarmScale(scale: f64): void {
  warmScale = scale;
}

/** Squared distance within which a contact point counts as the same as last step's. */
let matchTolerance2: f64 = 0.0;

export function setMatchTolerance(size: f64): void {
  const tolerance = 0.15 * size;
  matchTolerance2 = tolerance * tolerance;
}

export function contact(i: i32): usize {
  return current + <usize>(i * CONTACT_BYTES);
}

export function beginContacts(): void {
  count = 0;
  prevCursor = 0;
}

/** Makes this step's contacts the previous ones. */
export function endContacts(): void {
  const t = previous;
  previous = current;
  current = t;
  store<i32>(STATE, count, H_PREV_COUNT);
  count = 0;
}

/** The previous contacts as stored in a snapshot. */
export function previousCount(): i32 {
  return load<i32>(STATE, H_PREV_COUNT);
}

export function forgetPrevious(): void {
  store<i32>(STATE, 0, H_PREV_COUNT);
}

/**
 * Adds a contact between body `a` (or STATIC) and body `b`, normal from a to b, at world point p.
 * `owner` is the die whose frame holds the matching point; `pair` orders the contacts so that
 * matching against last step's list is a single forward scan.
 */
export function addContact(
  a: i32,
  b: i32,
  owner: i32,
  pair: i32,
  feature: i32,
  px: f64,
  py: f64,
  pz: f64,
  nx: f64,
  ny: f64,
  nz: f64,
  sep: f64,
  friction: f64,
  restitution: f64,
): void {
  if (count >= MAX_CONTACTS) return;
  const c = contact(count);
  count++;
  store<i32>(c, a, C_A);
  store<i32>(c, b, C_B);
  store<i32>(c, pair, C_PAIR);
  store<i32>(c, feature, C_FEATURE);
  store<f64>(c, px, C_PX);
  store<f64>(c, py, C_PY);
  store<f64>(c, pz, C_PZ);
  store<f64>(c, nx, C_NX);
  store<f64>(c, ny, C_NY);
  store<f64>(c, nz, C_NZ);
  store<f64>(c, sep, C_SEP);
  store<f64>(c, friction, C_FRICTION);
  store<f64>(c, restitution, C_RESTITUTION);
  // Contact point in the owner's frame: R^T (p - centre).
  const ob = body(owner);
  const f = frame(owner);
  const dx = px - load<f64>(ob, B_PX);
  const dy = py - load<f64>(ob, B_PY);
  const dz = pz - load<f64>(ob, B_PZ);
  const lx = load<f64>(f, F_R) * dx + load<f64>(f, F_R + 24) * dy + load<f64>(f, F_R + 48) * dz;
  const ly = load<f64>(f, F_R + 8) * dx + load<f64>(f, F_R + 32) * dy + load<f64>(f, F_R + 56) * dz;
  const lz = load<f64>(f, F_R + 16) * dx + load<f64>(f, F_R + 40) * dy + load<f64>(f, F_R + 64) * dz;
  store<f64>(c, lx, C_LX);
  store<f64>(c, ly, C_LY);
  store<f64>(c, lz, C_LZ);
  warmStart(c, pair, feature, lx, ly, lz);
}

function warmStart(c: usize, pair: i32, feature: i32, lx: f64, ly: f64, lz: f64): void {
  const prevCount = load<i32>(STATE, H_PREV_COUNT);
  while (prevCursor < prevCount && load<i32>(previous + <usize>(prevCursor * CONTACT_BYTES), C_PAIR) < pair) {
    prevCursor++;
  }
  let best: i32 = -1;
  let bestD2 = matchTolerance2;
  for (let k = prevCursor; k < prevCount; k++) {
    const o = previous + <usize>(k * CONTACT_BYTES);
    if (load<i32>(o, C_PAIR) !== pair) break;
    if (load<i32>(o, C_FEATURE) !== feature) continue;
    const dx = load<f64>(o, C_LX) - lx;
    const dy = load<f64>(o, C_LY) - ly;
    const dz = load<f64>(o, C_LZ) - lz;
    const d2 = dx * dx + dy * dy + dz * dz;
    if (d2 < bestD2) {
      bestD2 = d2;
      best = k;
    }
  }
  if (best >= 0) {
    const o = previous + <usize>(best * CONTACT_BYTES);
    store<f64>(c, load<f64>(o, C_LAMBDA_N) * warmScale, C_LAMBDA_N);
    store<f64>(c, load<f64>(o, C_LAMBDA_T1) * warmScale, C_LAMBDA_T1);
    store<f64>(c, load<f64>(o, C_LAMBDA_T2) * warmScale, C_LAMBDA_T2);
  } else {
    store<f64>(c, 0.0, C_LAMBDA_N);
    store<f64>(c, 0.0, C_LAMBDA_T1);
    store<f64>(c, 0.0, C_LAMBDA_T2);
  }
}
