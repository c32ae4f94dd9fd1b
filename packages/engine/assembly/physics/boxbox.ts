// Die–die contacts: separating-axis test of the two dice's sharp cores (15 axes), then a clipped
// manifold: the incident face clipped against the reference face's sides (Sutherland–Hodgman), reduced
// to at most four points; or one point between two crossing edges. The rounded corners are the cores
// grown by the corner radius, so separations are the core's minus twice that radius. Where the cores
// are apart and no face lies over the other (rounded edges or corners meeting, parallel edges side by
// side), the contact is between the cores' closest points, along the line joining them: the rounded
// shapes' true contact.

import { boundRadius, coreHalf, cornerRadius, FRICTION_DICE, RESTITUTION_DICE } from './board';
import { addContact } from './contacts';
import { B_PX, B_PY, B_PZ, B_VX, B_VY, B_VZ, B_WX, B_WY, B_WZ, body, F_R, frame, subStep } from './layout';

// Scratch polygons for clipping (at most 8 vertices each) and the kept points.
const polyA = new StaticArray<f64>(8 * 3);
const polyB = new StaticArray<f64>(8 * 3);
const keptX = new StaticArray<f64>(8);
const keptY = new StaticArray<f64>(8);
const keptZ = new StaticArray<f64>(8);
const keptS = new StaticArray<f64>(8);
const axesA = new StaticArray<f64>(9);
const axesB = new StaticArray<f64>(9);

function loadAxes(f: usize, out: StaticArray<f64>): void {
  // Columns of the rotation matrix: axis k = (R[0][k], R[1][k], R[2][k]).
  for (let k = 0; k < 3; k++) {
    setAt(out, k * 3, load<f64>(f + <usize>(k * 8), F_R));
    setAt(out, k * 3 + 1, load<f64>(f + <usize>(k * 8), F_R + 24));
    setAt(out, k * 3 + 2, load<f64>(f + <usize>(k * 8), F_R + 48));
  }
}

/** Contacts between dice a < b whose bounding boxes (grown by `margin`) overlap. */
export function collideDice(a: i32, b: i32, margin: f64): void {
  const ba = body(a);
  const bb = body(b);
  loadAxes(frame(a), axesA);
  loadAxes(frame(b), axesB);
  const ax = load<f64>(ba, B_PX);
  const ay = load<f64>(ba, B_PY);
  const az = load<f64>(ba, B_PZ);
  const dx = load<f64>(bb, B_PX) - ax;
  const dy = load<f64>(bb, B_PY) - ay;
  const dz = load<f64>(bb, B_PZ) - az;
  const e = coreHalf;
  const coreMargin = margin + 2.0 * cornerRadius;

  // C[i][j] = A_i · B_j
  const c00 = dotAxes(0, 0);
  const c01 = dotAxes(0, 1);
  const c02 = dotAxes(0, 2);
  const c10 = dotAxes(1, 0);
  const c11 = dotAxes(1, 1);
  const c12 = dotAxes(1, 2);
  const c20 = dotAxes(2, 0);
  const c21 = dotAxes(2, 1);
  const c22 = dotAxes(2, 2);
  const eps = 1e-9;
  const a00 = Math.abs(c00) + eps;
  const a01 = Math.abs(c01) + eps;
  const a02 = Math.abs(c02) + eps;
  const a10 = Math.abs(c10) + eps;
  const a11 = Math.abs(c11) + eps;
  const a12 = Math.abs(c12) + eps;
  const a20 = Math.abs(c20) + eps;
  const a21 = Math.abs(c21) + eps;
  const a22 = Math.abs(c22) + eps;

  // d in A's frame and in B's frame.
  const da0 = dx * unchecked(axesA[0]) + dy * unchecked(axesA[1]) + dz * unchecked(axesA[2]);
  const da1 = dx * unchecked(axesA[3]) + dy * unchecked(axesA[4]) + dz * unchecked(axesA[5]);
  const da2 = dx * unchecked(axesA[6]) + dy * unchecked(axesA[7]) + dz * unchecked(axesA[8]);
  const db0 = dx * unchecked(axesB[0]) + dy * unchecked(axesB[1]) + dz * unchecked(axesB[2]);
  const db1 = dx * unchecked(axesB[3]) + dy * unchecked(axesB[4]) + dz * unchecked(axesB[5]);
  const db2 = dx * unchecked(axesB[6]) + dy * unchecked(axesB[7]) + dz * unchecked(axesB[8]);

  // Face axes of A, then of B.
  let bestFaceSep = -1e30;
  let bestFace = 0; // 0..2: A's axis, 3..5: B's axis
  let s: f64;
  s = Math.abs(da0) - e * (1.0 + a00 + a01 + a02);
  if (s > coreMargin) return;
  if (s > bestFaceSep) {
    bestFaceSep = s;
    bestFace = 0;
  }
  s = Math.abs(da1) - e * (1.0 + a10 + a11 + a12);
  if (s > coreMargin) return;
  if (s > bestFaceSep) {
    bestFaceSep = s;
    bestFace = 1;
  }
  s = Math.abs(da2) - e * (1.0 + a20 + a21 + a22);
  if (s > coreMargin) return;
  if (s > bestFaceSep) {
    bestFaceSep = s;
    bestFace = 2;
  }
  // B's faces win only when clearly better, so that the choice does not flicker between steps.
  const faceTolerance = 0.02 * e;
  s = Math.abs(db0) - e * (1.0 + a00 + a10 + a20);
  if (s > coreMargin) return;
  if (s > bestFaceSep + faceTolerance) {
    bestFaceSep = s;
    bestFace = 3;
  }
  s = Math.abs(db1) - e * (1.0 + a01 + a11 + a21);
  if (s > coreMargin) return;
  if (s > bestFaceSep + faceTolerance) {
    bestFaceSep = s;
    bestFace = 4;
  }
  s = Math.abs(db2) - e * (1.0 + a02 + a12 + a22);
  if (s > coreMargin) return;
  if (s > bestFaceSep + faceTolerance) {
    bestFaceSep = s;
    bestFace = 5;
  }

  // Edge axes A_i × B_j.
  let bestEdgeSep = -1e30;
  let bestEdge = -1;
  let enx: f64 = 0.0;
  let eny: f64 = 0.0;
  let enz: f64 = 0.0;
  for (let i = 0; i < 3; i++) {
    const aix = unchecked(axesA[i * 3]);
    const aiy = unchecked(axesA[i * 3 + 1]);
    const aiz = unchecked(axesA[i * 3 + 2]);
    for (let j = 0; j < 3; j++) {
      const bjx = unchecked(axesB[j * 3]);
      const bjy = unchecked(axesB[j * 3 + 1]);
      const bjz = unchecked(axesB[j * 3 + 2]);
      let nx = aiy * bjz - aiz * bjy;
      let ny = aiz * bjx - aix * bjz;
      let nz = aix * bjy - aiy * bjx;
      const len2 = nx * nx + ny * ny + nz * nz;
      if (len2 < 1e-6) continue; // parallel edges: covered by the face axes
      const inv = 1.0 / Math.sqrt(len2);
      nx *= inv;
      ny *= inv;
      nz *= inv;
      const ra = e * projAbs(axesA, nx, ny, nz);
      const rb = e * projAbs(axesB, nx, ny, nz);
      const dn = dx * nx + dy * ny + dz * nz;
      const sep = Math.abs(dn) - ra - rb;
      if (sep > coreMargin) return;
      if (sep > bestEdgeSep) {
        bestEdgeSep = sep;
        bestEdge = i * 3 + j;
        const sign: f64 = dn < 0.0 ? -1.0 : 1.0;
        enx = nx * sign;
        eny = ny * sign;
        enz = nz * sign;
      }
    }
  }

  const pair = (a << 8) | b;
  if (bestEdge >= 0 && bestEdgeSep > bestFaceSep + 0.05 * e) {
    // Cores apart: their closest points (the clamped edge points may not be).
    if (bestEdgeSep > 0.0 && closestContact(a, b, pair, ax, ay, az, dx, dy, dz, margin, margin)) return;
    edgeContact(a, b, pair, bestEdge, enx, eny, enz, ax, ay, az, dx, dy, dz, bestEdgeSep, margin);
    return;
  }
  if (faceContact(a, b, pair, bestFace, ax, ay, az, dx, dy, dz, margin)) {
    // Cores apart: the face's manifold may not hold their closest points (a corner slipping past the
    // face's side); then those points get a contact of their own.
    if (bestFaceSep > 0.0) closestContact(a, b, pair, ax, ay, az, dx, dy, dz, margin, manifoldSep - CLOSER);
    return;
  }
  closestContact(a, b, pair, ax, ay, az, dx, dy, dz, margin, margin);
}

/** How much closer than the face's manifold the closest points must be to add their own contact. */
const CLOSER: f64 = 0.0001;
/** The least separation of the last face manifold. */
let manifoldSep: f64 = 0.0;

/** Feature number of a contact between the cores' closest points (faces are 1…6, edges 0). */
const FEATURE_CLOSEST = 7;
const PROJECTIONS = 16;

/** Writes the point of the core (centre c, axes) nearest to p into nearX/Y/Z. */
let nearX: f64 = 0.0;
let nearY: f64 = 0.0;
let nearZ: f64 = 0.0;
function nearestOnCore(axes: StaticArray<f64>, cx: f64, cy: f64, cz: f64, px: f64, py: f64, pz: f64): void {
  const e = coreHalf;
  const rx = px - cx;
  const ry = py - cy;
  const rz = pz - cz;
  nearX = cx;
  nearY = cy;
  nearZ = cz;
  for (let k = 0; k < 3; k++) {
    const kx = unchecked(axes[k * 3]);
    const ky = unchecked(axes[k * 3 + 1]);
    const kz = unchecked(axes[k * 3 + 2]);
    let t = rx * kx + ry * ky + rz * kz;
    t = t < -e ? -e : Math.min(t, e);
    nearX += kx * t;
    nearY += ky * t;
    nearZ += kz * t;
  }
}

/** Closest points of the two cores, A's in p*, B's in q*, with B's centre at b; returns their distance. */
let px: f64 = 0.0;
let py: f64 = 0.0;
let pz: f64 = 0.0;
let qx: f64 = 0.0;
let qy: f64 = 0.0;
let qz: f64 = 0.0;
function coreDistance(ax: f64, ay: f64, az: f64, bx: f64, by: f64, bz: f64): f64 {
  px = ax;
  py = ay;
  pz = az;
  for (let k = 0; k < PROJECTIONS; k++) {
    nearestOnCore(axesB, bx, by, bz, px, py, pz);
    qx = nearX;
    qy = nearY;
    qz = nearZ;
    nearestOnCore(axesA, ax, ay, az, qx, qy, qz);
    const moved = (nearX - px) * (nearX - px) + (nearY - py) * (nearY - py) + (nearZ - pz) * (nearZ - pz);
    px = nearX;
    py = nearY;
    pz = nearZ;
    if (moved < 1e-18) break;
  }
  const gx = qx - px;
  const gy = qy - py;
  const gz = qz - pz;
  return Math.sqrt(gx * gx + gy * gy + gz * gz);
}

function spin(b: usize): f64 {
  const wx = load<f64>(b, B_WX);
  const wy = load<f64>(b, B_WY);
  const wz = load<f64>(b, B_WZ);
  return Math.sqrt(wx * wx + wy * wy + wz * wz);
}

/** Samples of the step at which two dice apart are checked for meeting. */
const PATH_SAMPLES = 8;

/**
 * One contact between the closest points of the two cores (alternating projections from A's centre;
 * two boxes' closest points are found in a few rounds, parallel edges in one). A contact that is still
 * apart is kept only if the dice, moving on as they move now, meet within the step: a die sliding past
 * a rounded edge is not stopped by the edge's tangent plane. Only separations below `below` count.
 * Returns false when the cores overlap, so that the caller's contact stands.
 */
function closestContact(
  a: i32,
  b: i32,
  pair: i32,
  ax: f64,
  ay: f64,
  az: f64,
  dx: f64,
  dy: f64,
  dz: f64,
  margin: f64,
  below: f64,
): bool {
  const dist = coreDistance(ax, ay, az, ax + dx, ay + dy, az + dz);
  if (dist < 1e-9) return false;
  const sep = dist - 2.0 * cornerRadius;
  if (sep >= margin || sep >= below) return true;
  const inv = 1.0 / dist;
  const nx = (qx - px) * inv;
  const ny = (qy - py) * inv;
  const nz = (qz - pz) * inv;
  const cx = (px + qx) * 0.5;
  const cy = (py + qy) * 0.5;
  const cz = (pz + qz) * 0.5;
  if (sep > 0.0) {
    const va = body(a);
    const vb = body(b);
    const rx = (load<f64>(vb, B_VX) - load<f64>(va, B_VX)) * subStep;
    const ry = (load<f64>(vb, B_VY) - load<f64>(va, B_VY)) * subStep;
    const rz = (load<f64>(vb, B_VZ) - load<f64>(va, B_VZ)) * subStep;
    // How far turning can carry a point of either die within the step (the samples move, not turn).
    const turn = (spin(va) + spin(vb)) * boundRadius * subStep;
    // The cores' distance shrinks by no more than the path's length: too far apart to meet at all.
    // (with a micrometre to spare for the projections' rounding).
    if (sep - Math.sqrt(rx * rx + ry * ry + rz * rz) > turn + 1e-6) return true;
    let meets = false;
    for (let k = 1; k <= PATH_SAMPLES && !meets; k++) {
      const f = <f64>k / <f64>PATH_SAMPLES;
      const d = coreDistance(ax, ay, az, ax + dx + rx * f, ay + dy + ry * f, az + dz + rz * f);
      meets = d - 2.0 * cornerRadius <= turn;
    }
    if (!meets) return true;
  }
  addContact(a, b, a, pair, FEATURE_CLOSEST, cx, cy, cz, nx, ny, nz, sep, FRICTION_DICE, RESTITUTION_DICE);
  return true;
}

function dotAxes(i: i32, j: i32): f64 {
  return (
    unchecked(axesA[i * 3]) * unchecked(axesB[j * 3]) +
    unchecked(axesA[i * 3 + 1]) * unchecked(axesB[j * 3 + 1]) +
    unchecked(axesA[i * 3 + 2]) * unchecked(axesB[j * 3 + 2])
  );
}

function projAbs(axes: StaticArray<f64>, nx: f64, ny: f64, nz: f64): f64 {
  return (
    Math.abs(unchecked(axes[0]) * nx + unchecked(axes[1]) * ny + unchecked(axes[2]) * nz) +
    Math.abs(unchecked(axes[3]) * nx + unchecked(axes[4]) * ny + unchecked(axes[5]) * nz) +
    Math.abs(unchecked(axes[6]) * nx + unchecked(axes[7]) * ny + unchecked(axes[8]) * nz)
  );
}

/** One contact between the two supporting edges, at the middle of their closest points. */
function edgeContact(
  a: i32,
  b: i32,
  pair: i32,
  axis: i32,
  nx: f64,
  ny: f64,
  nz: f64,
  ax: f64,
  ay: f64,
  az: f64,
  dx: f64,
  dy: f64,
  dz: f64,
  coreSep: f64,
  margin: f64,
): void {
  const e = coreHalf;
  const i = axis / 3;
  const j = axis % 3;
  // Edge of A furthest along n; edge of B furthest along -n.
  let pax = ax;
  let pay = ay;
  let paz = az;
  let pbx = ax + dx;
  let pby = ay + dy;
  let pbz = az + dz;
  for (let k = 0; k < 3; k++) {
    if (k !== i) {
      const kx = unchecked(axesA[k * 3]);
      const ky = unchecked(axesA[k * 3 + 1]);
      const kz = unchecked(axesA[k * 3 + 2]);
      const sgn: f64 = kx * nx + ky * ny + kz * nz > 0.0 ? e : -e;
      pax += kx * sgn;
      pay += ky * sgn;
      paz += kz * sgn;
    }
    if (k !== j) {
      const kx = unchecked(axesB[k * 3]);
      const ky = unchecked(axesB[k * 3 + 1]);
      const kz = unchecked(axesB[k * 3 + 2]);
      const sgn: f64 = kx * nx + ky * ny + kz * nz > 0.0 ? -e : e;
      pbx += kx * sgn;
      pby += ky * sgn;
      pbz += kz * sgn;
    }
  }
  const uax = unchecked(axesA[i * 3]);
  const uay = unchecked(axesA[i * 3 + 1]);
  const uaz = unchecked(axesA[i * 3 + 2]);
  const ubx = unchecked(axesB[j * 3]);
  const uby = unchecked(axesB[j * 3 + 1]);
  const ubz = unchecked(axesB[j * 3 + 2]);
  // Closest points of the two lines, clamped to the edges.
  const rx = pax - pbx;
  const ry = pay - pby;
  const rz = paz - pbz;
  const d = uax * ubx + uay * uby + uaz * ubz;
  const ea = uax * rx + uay * ry + uaz * rz;
  const eb = ubx * rx + uby * ry + ubz * rz;
  const denom = 1.0 - d * d;
  let ta: f64 = 0.0;
  let tb: f64 = 0.0;
  if (denom > 1e-9) {
    ta = (d * eb - ea) / denom;
    tb = (eb - d * ea) / denom;
  }
  ta = ta < -e ? -e : ta > e ? e : ta;
  tb = tb < -e ? -e : tb > e ? e : tb;
  const qx = (pax + uax * ta + pbx + ubx * tb) * 0.5;
  const qy = (pay + uay * ta + pby + uby * tb) * 0.5;
  const qz = (paz + uaz * ta + pbz + ubz * tb) * 0.5;
  const sep = coreSep - 2.0 * cornerRadius;
  if (sep >= margin) return;
  addContact(a, b, a, pair, 0, qx, qy, qz, nx, ny, nz, sep, FRICTION_DICE, RESTITUTION_DICE);
}

/** Reference face (of A for 0..2, of B for 3..5), incident face of the other die, clipped. */
function faceContact(
  a: i32,
  b: i32,
  pair: i32,
  face: i32,
  ax: f64,
  ay: f64,
  az: f64,
  dx: f64,
  dy: f64,
  dz: f64,
  margin: f64,
): bool {
  const e = coreHalf;
  const refIsA = face < 3;
  const k = refIsA ? face : face - 3;
  const refAxes = refIsA ? axesA : axesB;
  const incAxes = refIsA ? axesB : axesA;
  // Reference centre and the direction from reference to incident.
  let rcx = ax;
  let rcy = ay;
  let rcz = az;
  let sgn: f64 = 1.0;
  if (!refIsA) {
    rcx = ax + dx;
    rcy = ay + dy;
    rcz = az + dz;
    sgn = -1.0;
  }
  let nx = unchecked(refAxes[k * 3]);
  let ny = unchecked(refAxes[k * 3 + 1]);
  let nz = unchecked(refAxes[k * 3 + 2]);
  if ((dx * nx + dy * ny + dz * nz) * sgn < 0.0) {
    nx = -nx;
    ny = -ny;
    nz = -nz;
  }
  // n points from the reference die towards the incident die.
  const icx = refIsA ? ax + dx : ax;
  const icy = refIsA ? ay + dy : ay;
  const icz = refIsA ? az + dz : az;
  // Incident face: the incident die's face most opposed to n.
  let inc = 0;
  let incDot: f64 = 0.0;
  for (let m = 0; m < 3; m++) {
    const dm =
      unchecked(incAxes[m * 3]) * nx +
      unchecked(incAxes[m * 3 + 1]) * ny +
      unchecked(incAxes[m * 3 + 2]) * nz;
    if (Math.abs(dm) > Math.abs(incDot)) {
      incDot = dm;
      inc = m;
    }
  }
  const fs: f64 = incDot > 0.0 ? -e : e;
  const fcx = icx + unchecked(incAxes[inc * 3]) * fs;
  const fcy = icy + unchecked(incAxes[inc * 3 + 1]) * fs;
  const fcz = icz + unchecked(incAxes[inc * 3 + 2]) * fs;
  const m1 = (inc + 1) % 3;
  const m2 = (inc + 2) % 3;
  const ux = unchecked(incAxes[m1 * 3]) * e;
  const uy = unchecked(incAxes[m1 * 3 + 1]) * e;
  const uz = unchecked(incAxes[m1 * 3 + 2]) * e;
  const vx = unchecked(incAxes[m2 * 3]) * e;
  const vy = unchecked(incAxes[m2 * 3 + 1]) * e;
  const vz = unchecked(incAxes[m2 * 3 + 2]) * e;
  setVertex(polyA, 0, fcx + ux + vx, fcy + uy + vy, fcz + uz + vz);
  setVertex(polyA, 1, fcx - ux + vx, fcy - uy + vy, fcz - uz + vz);
  setVertex(polyA, 2, fcx - ux - vx, fcy - uy - vy, fcz - uz - vz);
  setVertex(polyA, 3, fcx + ux - vx, fcy + uy - vy, fcz + uz - vz);
  let n = 4;
  // Clip against the reference face's four sides: |side · (p - rc)| <= e.
  const k1 = (k + 1) % 3;
  const k2 = (k + 2) % 3;
  n = clip(
    polyA,
    n,
    polyB,
    unchecked(refAxes[k1 * 3]),
    unchecked(refAxes[k1 * 3 + 1]),
    unchecked(refAxes[k1 * 3 + 2]),
    rcx,
    rcy,
    rcz,
    e,
  );
  n = clip(
    polyB,
    n,
    polyA,
    -unchecked(refAxes[k1 * 3]),
    -unchecked(refAxes[k1 * 3 + 1]),
    -unchecked(refAxes[k1 * 3 + 2]),
    rcx,
    rcy,
    rcz,
    e,
  );
  n = clip(
    polyA,
    n,
    polyB,
    unchecked(refAxes[k2 * 3]),
    unchecked(refAxes[k2 * 3 + 1]),
    unchecked(refAxes[k2 * 3 + 2]),
    rcx,
    rcy,
    rcz,
    e,
  );
  n = clip(
    polyB,
    n,
    polyA,
    -unchecked(refAxes[k2 * 3]),
    -unchecked(refAxes[k2 * 3 + 1]),
    -unchecked(refAxes[k2 * 3 + 2]),
    rcx,
    rcy,
    rcz,
    e,
  );
  if (n === 0) return false;

  // Keep the points within reach of the reference face.
  const limit = margin + 2.0 * cornerRadius;
  let kept = 0;
  for (let p = 0; p < n; p++) {
    const px = unchecked(polyA[p * 3]);
    const py = unchecked(polyA[p * 3 + 1]);
    const pz = unchecked(polyA[p * 3 + 2]);
    const coreSep = (px - rcx) * nx + (py - rcy) * ny + (pz - rcz) * nz - e;
    if (coreSep >= limit) continue;
    // Midway between the reference face and the incident point.
    setAt(keptX, kept, px - nx * coreSep * 0.5);
    setAt(keptY, kept, py - ny * coreSep * 0.5);
    setAt(keptZ, kept, pz - nz * coreSep * 0.5);
    setAt(keptS, kept, coreSep - 2.0 * cornerRadius);
    kept++;
  }
  if (kept === 0) return false;
  manifoldSep = 1e30;
  for (let p = 0; p < kept; p++) if (unchecked(keptS[p]) < manifoldSep) manifoldSep = unchecked(keptS[p]);
  // Normal from A to B.
  const cnx = refIsA ? nx : -nx;
  const cny = refIsA ? ny : -ny;
  const cnz = refIsA ? nz : -nz;
  const feature = face + 1;
  if (kept <= 4) {
    for (let p = 0; p < kept; p++) {
      addContact(
        a,
        b,
        a,
        pair,
        feature,
        unchecked(keptX[p]),
        unchecked(keptY[p]),
        unchecked(keptZ[p]),
        cnx,
        cny,
        cnz,
        unchecked(keptS[p]),
        FRICTION_DICE,
        RESTITUTION_DICE,
      );
    }
    return true;
  }
  // More than four: keep the deepest, the one furthest from it, and the two spanning the most area.
  let p0 = 0;
  for (let p = 1; p < kept; p++) if (unchecked(keptS[p]) < unchecked(keptS[p0])) p0 = p;
  let p1 = -1;
  let far: f64 = -1.0;
  for (let p = 0; p < kept; p++) {
    const d2 =
      sq(unchecked(keptX[p]) - unchecked(keptX[p0])) +
      sq(unchecked(keptY[p]) - unchecked(keptY[p0])) +
      sq(unchecked(keptZ[p]) - unchecked(keptZ[p0]));
    if (p !== p0 && d2 > far) {
      far = d2;
      p1 = p;
    }
  }
  let p2 = -1;
  let p3 = -1;
  let maxArea: f64 = 0.0;
  let minArea: f64 = 0.0;
  const ex1 = unchecked(keptX[p1]) - unchecked(keptX[p0]);
  const ey1 = unchecked(keptY[p1]) - unchecked(keptY[p0]);
  const ez1 = unchecked(keptZ[p1]) - unchecked(keptZ[p0]);
  for (let p = 0; p < kept; p++) {
    if (p === p0 || p === p1) continue;
    const ex2 = unchecked(keptX[p]) - unchecked(keptX[p0]);
    const ey2 = unchecked(keptY[p]) - unchecked(keptY[p0]);
    const ez2 = unchecked(keptZ[p]) - unchecked(keptZ[p0]);
    // Signed area about the contact normal.
    const area =
      (ey1 * ez2 - ez1 * ey2) * cnx + (ez1 * ex2 - ex1 * ez2) * cny + (ex1 * ey2 - ey1 * ex2) * cnz;
    if (area > maxArea) {
      maxArea = area;
      p2 = p;
    }
    if (area < minArea) {
      minArea = area;
      p3 = p;
    }
  }
  for (let p = 0; p < kept; p++) {
    if (p !== p0 && p !== p1 && p !== p2 && p !== p3) continue;
    addContact(
      a,
      b,
      a,
      pair,
      feature,
      unchecked(keptX[p]),
      unchecked(keptY[p]),
      unchecked(keptZ[p]),
      cnx,
      cny,
      cnz,
      unchecked(keptS[p]),
      FRICTION_DICE,
      RESTITUTION_DICE,
    );
  }
  return true;
}

function sq(x: f64): f64 {
  return x * x;
}

function setVertex(poly: StaticArray<f64>, i: i32, x: f64, y: f64, z: f64): void {
  setAt(poly, i * 3, x);
  setAt(poly, i * 3 + 1, y);
  setAt(poly, i * 3 + 2, z);
}

/** Keeps the part of polygon `src` where side · (p - c) <= e; returns the new vertex count. */
function clip(
  src: StaticArray<f64>,
  n: i32,
  dst: StaticArray<f64>,
  sx: f64,
  sy: f64,
  sz: f64,
  cx: f64,
  cy: f64,
  cz: f64,
  e: f64,
): i32 {
  if (n === 0) return 0;
  let out = 0;
  const prev = n - 1;
  let px = unchecked(src[prev * 3]);
  let py = unchecked(src[prev * 3 + 1]);
  let pz = unchecked(src[prev * 3 + 2]);
  let pd = (px - cx) * sx + (py - cy) * sy + (pz - cz) * sz - e;
  for (let i = 0; i < n; i++) {
    const qx = unchecked(src[i * 3]);
    const qy = unchecked(src[i * 3 + 1]);
    const qz = unchecked(src[i * 3 + 2]);
    const qd = (qx - cx) * sx + (qy - cy) * sy + (qz - cz) * sz - e;
    if (pd <= 0.0 !== qd <= 0.0 && out < 8) {
      const t = pd / (pd - qd);
      setVertex(dst, out, px + (qx - px) * t, py + (qy - py) * t, pz + (qz - pz) * t);
      out++;
    }
    if (qd <= 0.0 && out < 8) {
      setVertex(dst, out, qx, qy, qz);
      out++;
    }
    px = qx;
    py = qy;
    pz = qz;
    pd = qd;
  }
  return out;
}

function setAt(array: StaticArray<f64>, index: i32, value: f64): void {
  // biome-ignore lint/suspicious/noAssignInExpressions: AssemblyScript's unchecked store
  unchecked((array[index] = value));
}
