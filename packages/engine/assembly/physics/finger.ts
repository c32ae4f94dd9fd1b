// A finger flick as a collision. The fingertip travels horizontally in the flick's direction at the
// flick's height and meets the die's rounded surface where a line would: arriving off a face's normal
// it meets that face off-centre, or the vertical edge. At that point a kinematic finger and the board
// under the die (unilateral, with friction) exchange impulses with the die, solved together by
// sequential impulses, so the die's motion follows from where and how hard the finger struck: a low
// push slides it, a push at mid-height moves it with a little roll, a push at the top edge rolls it
// forward over its front edge until it tumbles. A flick snaps: the die leaves the stiff fingernail
// faster than the finger moves, so one collision is the whole flick.
//
// The finger's grip is not the same in every direction. A finger bends only in the vertical plane of
// its swing: up and down the face it yields (the struck point rises with a tipping die unhindered), but
// sideways it is stiff and its skin grips, so a face met at an angle is carried along the finger's path
// instead of being spun about the vertical by the off-centre push.
import { boundRadius, collideStatic, coreHalf, cornerRadius, invInertia, invMass } from './board';
import { beginContacts, contact, count } from './contacts';
import {
  B_PX,
  B_PY,
  B_PZ,
  B_VX,
  B_VY,
  B_VZ,
  B_WX,
  B_WY,
  B_WZ,
  body,
  C_FRICTION,
  C_NX,
  C_NY,
  C_NZ,
  C_PX,
  C_PY,
  C_PZ,
  C_SEP,
  F_R,
  frame,
  H_FINGER,
  STATE,
} from './layout';

/** Skin on lacquered wood, sideways along the face (up and down it the finger yields: no grip). */
export const FINGER_FRICTION: f64 = 1.0;
/** A flick snaps: the fingernail is stiff, and the die rebounds from it with half the approach speed. */
export const FINGER_RESTITUTION: f64 = 0.5;
/**
 * A fingertip (about 16 mm across) resting on the board meets an upright face this high above the
 * board, its radius: the lowest a finger pushes. On a 16 mm die that is level with the centre, so the
 * lowest flick slides the die; smaller dice are met no lower than their middle either.
 */
const FINGERTIP_RADIUS: f64 = 0.008;
/** Board contacts closer than this take part in the flick (a die resting on the board touches it). */
const SUPPORT_GAP: f64 = 0.0002;
const ITERATIONS: i32 = 40;
// The finger's line, kept in the world header (so snapshots hold the last flick's contact).
const FINGER_X: i32 = H_FINGER; // a point of the line, behind the die
const FINGER_Y: i32 = H_FINGER + 8;
const FINGER_Z: i32 = H_FINGER + 16;
const FINGER_DX: i32 = H_FINGER + 24; // direction of travel (horizontal, unit)
const FINGER_DZ: i32 = H_FINGER + 32;
const FINGER_SPEED: i32 = H_FINGER + 40;
const MAX_SUPPORTS: i32 = 16;
const MARCH_STEPS: i32 = 96;

// The die's velocities while the flick is solved.
let vx: f64 = 0.0;
let vy: f64 = 0.0;
let vz: f64 = 0.0;
let wx: f64 = 0.0;
let wy: f64 = 0.0;
let wz: f64 = 0.0;

// The die's frame: centre and rotation (columns are its axes).
let cx: f64 = 0.0;
let cy: f64 = 0.0;
let cz: f64 = 0.0;
const R = new StaticArray<f64>(9);

/** Where the finger met the die last (world) and the outward normal there; for tests. */
export let hitX: f64 = 0.0;
export let hitY: f64 = 0.0;
export let hitZ: f64 = 0.0;
export let hitNX: f64 = 0.0;
export let hitNY: f64 = 0.0;
export let hitNZ: f64 = 0.0;

function loadFrame(die: i32): void {
  const b = body(die);
  const f = frame(die);
  cx = load<f64>(b, B_PX);
  cy = load<f64>(b, B_PY);
  cz = load<f64>(b, B_PZ);
  for (let k = 0; k < 9; k++) setAt(R, k, load<f64>(f + <usize>(k * 8), F_R));
}

/** Signed distance from world point p to the die's rounded surface. */
function distance(px: f64, py: f64, pz: f64): f64 {
  const dx = px - cx;
  const dy = py - cy;
  const dz = pz - cz;
  // Local coordinates: R^T d.
  const lx = unchecked(R[0]) * dx + unchecked(R[3]) * dy + unchecked(R[6]) * dz;
  const ly = unchecked(R[1]) * dx + unchecked(R[4]) * dy + unchecked(R[7]) * dz;
  const lz = unchecked(R[2]) * dx + unchecked(R[5]) * dy + unchecked(R[8]) * dz;
  const qx = Math.abs(lx) - coreHalf;
  const qy = Math.abs(ly) - coreHalf;
  const qz = Math.abs(lz) - coreHalf;
  const ox = Math.max(qx, 0.0);
  const oy = Math.max(qy, 0.0);
  const oz = Math.max(qz, 0.0);
  const inner = Math.min(Math.max(qx, Math.max(qy, qz)), 0.0);
  return Math.sqrt(ox * ox + oy * oy + oz * oz) + inner - cornerRadius;
}

/** Stores the outward normal of the surface at (or next to) world point p in hitN*. */
function normalAt(px: f64, py: f64, pz: f64): void {
  const dx = px - cx;
  const dy = py - cy;
  const dz = pz - cz;
  const lx = unchecked(R[0]) * dx + unchecked(R[3]) * dy + unchecked(R[6]) * dz;
  const ly = unchecked(R[1]) * dx + unchecked(R[4]) * dy + unchecked(R[7]) * dz;
  const lz = unchecked(R[2]) * dx + unchecked(R[5]) * dy + unchecked(R[8]) * dz;
  const e = coreHalf;
  let gx = lx > e ? lx - e : lx < -e ? lx + e : 0.0;
  let gy = ly > e ? ly - e : ly < -e ? ly + e : 0.0;
  let gz = lz > e ? lz - e : lz < -e ? lz + e : 0.0;
  let len = Math.sqrt(gx * gx + gy * gy + gz * gz);
  if (len < 1e-12) {
    // Inside the core (cannot happen on the surface, kept for safety): the nearest face.
    const ax = Math.abs(lx);
    const ay = Math.abs(ly);
    const az = Math.abs(lz);
    gx = 0.0;
    gy = 0.0;
    gz = 0.0;
    if (ax >= ay && ax >= az) gx = lx >= 0.0 ? 1.0 : -1.0;
    else if (ay >= az) gy = ly >= 0.0 ? 1.0 : -1.0;
    else gz = lz >= 0.0 ? 1.0 : -1.0;
    len = 1.0;
  }
  gx /= len;
  gy /= len;
  gz /= len;
  hitNX = unchecked(R[0]) * gx + unchecked(R[1]) * gy + unchecked(R[2]) * gz;
  hitNY = unchecked(R[3]) * gx + unchecked(R[4]) * gy + unchecked(R[5]) * gz;
  hitNZ = unchecked(R[6]) * gx + unchecked(R[7]) * gy + unchecked(R[8]) * gz;
}

/**
 * Marches from point s along unit direction u until the surface; returns the distance travelled, or
 * -1 when the line misses the die.
 */
function march(sx: f64, sy: f64, sz: f64, ux: f64, uy: f64, uz: f64): f64 {
  const limit = 4.0 * boundRadius;
  let t: f64 = 0.0;
  for (let k = 0; k < MARCH_STEPS; k++) {
    const d = distance(sx + ux * t, sy + uy * t, sz + uz * t);
    if (d < 1e-10) return t;
    t += d;
    if (t > limit) return -1.0;
  }
  return distance(sx + ux * t, sy + uy * t, sz + uz * t) < 1e-7 ? t : -1.0;
}

// Sequential-impulse rows: the finger's normal and two tangents, then each support.
const supRX = new StaticArray<f64>(MAX_SUPPORTS);
const supRY = new StaticArray<f64>(MAX_SUPPORTS);
const supRZ = new StaticArray<f64>(MAX_SUPPORTS);
const supNX = new StaticArray<f64>(MAX_SUPPORTS);
const supNY = new StaticArray<f64>(MAX_SUPPORTS);
const supNZ = new StaticArray<f64>(MAX_SUPPORTS);
const supMu = new StaticArray<f64>(MAX_SUPPORTS);
const supN = new StaticArray<f64>(MAX_SUPPORTS);
const supT1 = new StaticArray<f64>(MAX_SUPPORTS);
const supT2 = new StaticArray<f64>(MAX_SUPPORTS);

/** Velocity of the die's point at offset r along direction d. */
function pointAlong(rx: f64, ry: f64, rz: f64, dx: f64, dy: f64, dz: f64): f64 {
  const px = vx + (wy * rz - wz * ry);
  const py = vy + (wz * rx - wx * rz);
  const pz = vz + (wx * ry - wy * rx);
  return px * dx + py * dy + pz * dz;
}

/** 1 / (effective mass) of the die's point at offset r along direction d. */
function compliance(rx: f64, ry: f64, rz: f64, dx: f64, dy: f64, dz: f64): f64 {
  const x = ry * dz - rz * dy;
  const y = rz * dx - rx * dz;
  const z = rx * dy - ry * dx;
  return invMass + invInertia * (x * x + y * y + z * z);
}

function applyImpulse(rx: f64, ry: f64, rz: f64, dx: f64, dy: f64, dz: f64, lambda: f64): void {
  vx += dx * lambda * invMass;
  vy += dy * lambda * invMass;
  vz += dz * lambda * invMass;
  const s = lambda * invInertia;
  wx += (ry * dz - rz * dy) * s;
  wy += (rz * dx - rx * dz) * s;
  wz += (rx * dy - ry * dx) * s;
}

/** A unit vector perpendicular to n (from n alone). */
let perpX: f64 = 0.0;
let perpY: f64 = 0.0;
let perpZ: f64 = 0.0;
function perpendicular(nx: f64, ny: f64, nz: f64): void {
  if (Math.abs(nx) > 0.57735) {
    const inv = 1.0 / Math.sqrt(nx * nx + ny * ny);
    perpX = ny * inv;
    perpY = -nx * inv;
    perpZ = 0.0;
  } else {
    const inv = 1.0 / Math.sqrt(ny * ny + nz * nz);
    perpX = 0.0;
    perpY = nz * inv;
    perpZ = -ny * inv;
  }
}

/**
 * The flick of `die` (awake, frame up to date): the finger moves at `speed` along (dx, 0, dz), at
 * `height` (0 = as low as a fingertip reaches: level with the centre of a 16 mm die; 1 = just below its
 * top) and `offset` sideways (−1…1 of half the die's size, to the finger's left for positive offsets).
 * Changes the die's velocities.
 */
export function strike(die: i32, dx: f64, dz: f64, speed: f64, height: f64, offset: f64): void {
  loadFrame(die);
  // The die's vertical extent along the line through its centre, and the finger's height within it.
  const reach = boundRadius + 0.001;
  const top = cy + reach - march(cx, cy + reach, cz, 0.0, -1.0, 0.0);
  const bottom = cy - reach + march(cx, cy - reach, cz, 0.0, 1.0, 0.0);
  const span = top - bottom;
  const low = Math.min(FINGERTIP_RADIUS, 0.5 * span);
  // Quadratic, so that the lower half of the range pushes (with a little roll) and the upper half
  // rolls more and more: a linear scale left little room between a slide and a tip.
  const fy = bottom + low + height * height * (span - cornerRadius - low);

  // Sideways: (−dz, dx) is the finger's left. An offset past the die's side is drawn back to it.
  let side = offset * (coreHalf + cornerRadius);
  const back = 2.0 * reach;
  let t: f64 = -1.0;
  for (let k = 0; k < 12 && t < 0.0; k++) {
    t = march(cx - dz * side - dx * back, fy, cz + dx * side - dz * back, dx, 0.0, dz);
    if (t < 0.0) side *= 0.5;
  }
  if (t < 0.0) {
    side = 0.0;
    t = back;
  }
  store<f64>(STATE, cx - dz * side - dx * back, FINGER_X);
  store<f64>(STATE, fy, FINGER_Y);
  store<f64>(STATE, cz + dx * side - dz * back, FINGER_Z);
  store<f64>(STATE, dx, FINGER_DX);
  store<f64>(STATE, dz, FINGER_DZ);
  store<f64>(STATE, speed, FINGER_SPEED);
  push(die, t);
}

/** The finger, moving along its line, meets die `die` at distance t along it: the impulses. */
function push(die: i32, t: f64): void {
  const dx = load<f64>(STATE, FINGER_DX);
  const dz = load<f64>(STATE, FINGER_DZ);
  const speed = load<f64>(STATE, FINGER_SPEED);
  hitX = load<f64>(STATE, FINGER_X) + dx * t;
  hitY = load<f64>(STATE, FINGER_Y);
  hitZ = load<f64>(STATE, FINGER_Z) + dz * t;
  normalAt(hitX, hitY, hitZ);
  const b = body(die);
  vx = load<f64>(b, B_VX);
  vy = load<f64>(b, B_VY);
  vz = load<f64>(b, B_VZ);
  wx = load<f64>(b, B_WX);
  wy = load<f64>(b, B_WY);
  wz = load<f64>(b, B_WZ);

  // The finger pushes along u = −n (into the die) and grips along t, the surface's horizontal tangent.
  const ux = -hitNX;
  const uy = -hitNY;
  const uz = -hitNZ;
  const rx = hitX - cx;
  const ry = hitY - cy;
  const rz = hitZ - cz;
  const fvx = dx * speed;
  const fvz = dz * speed;
  const approach = fvx * ux + fvz * uz - pointAlong(rx, ry, rz, ux, uy, uz);
  if (!(approach > 0.0)) return;
  const target = fvx * ux + fvz * uz + FINGER_RESTITUTION * approach;
  let tx = uz;
  let ty: f64 = 0.0;
  let tz = -ux;
  const tl = Math.sqrt(tx * tx + tz * tz);
  if (tl > 1e-9) {
    tx /= tl;
    tz /= tl;
  } else {
    // Met from above (a die tilted on another): any direction along the surface.
    perpendicular(ux, uy, uz);
    tx = perpX;
    ty = perpY;
    tz = perpZ;
  }
  const kn = 1.0 / compliance(rx, ry, rz, ux, uy, uz);
  const kt = 1.0 / compliance(rx, ry, rz, tx, ty, tz);
  const ft = fvx * tx + fvz * tz;

  // The board (and ledges) under the die: its contacts that touch now.
  beginContacts();
  collideStatic(die);
  let supports = 0;
  for (let k = 0; k < count && supports < MAX_SUPPORTS; k++) {
    const c = contact(k);
    if (load<f64>(c, C_SEP) > SUPPORT_GAP) continue;
    setAt(supRX, supports, load<f64>(c, C_PX) - cx);
    setAt(supRY, supports, load<f64>(c, C_PY) - cy);
    setAt(supRZ, supports, load<f64>(c, C_PZ) - cz);
    setAt(supNX, supports, load<f64>(c, C_NX));
    setAt(supNY, supports, load<f64>(c, C_NY));
    setAt(supNZ, supports, load<f64>(c, C_NZ));
    setAt(supMu, supports, load<f64>(c, C_FRICTION));
    setAt(supN, supports, 0.0);
    setAt(supT1, supports, 0.0);
    setAt(supT2, supports, 0.0);
    supports++;
  }
  beginContacts();

  let fn: f64 = 0.0;
  let ff: f64 = 0.0;
  for (let it = 0; it < ITERATIONS; it++) {
    // Finger: the die's point leaves the finger along u at the rebound speed.
    const vn = pointAlong(rx, ry, rz, ux, uy, uz);
    const nn = Math.max(fn + kn * (target - vn), 0.0);
    applyImpulse(rx, ry, rz, ux, uy, uz, nn - fn);
    fn = nn;
    // The skin's sideways grip, up to its friction.
    const limit = FINGER_FRICTION * fn;
    const nf = Math.max(-limit, Math.min(limit, ff + kt * (ft - pointAlong(rx, ry, rz, tx, ty, tz))));
    applyImpulse(rx, ry, rz, tx, ty, tz, nf - ff);
    ff = nf;
    for (let s = 0; s < supports; s++) supportRow(s);
  }
  store<f64>(b, vx, B_VX);
  store<f64>(b, vy, B_VY);
  store<f64>(b, vz, B_VZ);
  store<f64>(b, wx, B_WX);
  store<f64>(b, wy, B_WY);
  store<f64>(b, wz, B_WZ);
}

/** One support of the board: it only pushes, and its friction stays inside its cone. */
function supportRow(s: i32): void {
  const rx = unchecked(supRX[s]);
  const ry = unchecked(supRY[s]);
  const rz = unchecked(supRZ[s]);
  const nx = unchecked(supNX[s]);
  const ny = unchecked(supNY[s]);
  const nz = unchecked(supNZ[s]);
  const old = unchecked(supN[s]);
  const vn = pointAlong(rx, ry, rz, nx, ny, nz);
  const ln = Math.max(old - vn / compliance(rx, ry, rz, nx, ny, nz), 0.0);
  applyImpulse(rx, ry, rz, nx, ny, nz, ln - old);
  setAt(supN, s, ln);
  perpendicular(nx, ny, nz);
  const ax = perpX;
  const ay = perpY;
  const az = perpZ;
  const bx = ny * az - nz * ay;
  const by = nz * ax - nx * az;
  const bz = nx * ay - ny * ax;
  const o1 = unchecked(supT1[s]);
  const o2 = unchecked(supT2[s]);
  let l1 = o1 - pointAlong(rx, ry, rz, ax, ay, az) / compliance(rx, ry, rz, ax, ay, az);
  let l2 = o2 - pointAlong(rx, ry, rz, bx, by, bz) / compliance(rx, ry, rz, bx, by, bz);
  const limit = unchecked(supMu[s]) * ln;
  const m2 = l1 * l1 + l2 * l2;
  if (m2 > limit * limit) {
    const k = limit / Math.sqrt(m2);
    l1 *= k;
    l2 *= k;
  }
  applyImpulse(rx, ry, rz, ax, ay, az, l1 - o1);
  applyImpulse(rx, ry, rz, bx, by, bz, l2 - o2);
  setAt(supT1, s, l1);
  setAt(supT2, s, l2);
}

function setAt(array: StaticArray<f64>, index: i32, value: f64): void {
  // biome-ignore lint/suspicious/noAssignInExpressions: AssemblyScript's unchecked store
  unchecked((array[index] = value));
}
