// Sequential impulses (Catto): per contact a non-penetration impulse with speculative and Baumgarte
// bias, and Coulomb friction inside the cone of that impulse, warm started from the previous step;
// after the positions move, relaxation iterations without the penetration bias (so that pushing dice
// apart adds no energy), then restitution for contacts that really hit. Each contact keeps its
// Jacobians and masses from prepareContacts(), and the solver works on the two bodies' velocities in
// locals, loading and storing them once per contact.

import { contact, count } from './contacts';
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
  C_A,
  C_AN,
  C_AT1,
  C_AT2,
  C_B,
  C_BN,
  C_BT1,
  C_BT2,
  C_FRICTION,
  C_IIA,
  C_IIB,
  C_IMA,
  C_IMB,
  C_LAMBDA_N,
  C_LAMBDA_T1,
  C_LAMBDA_T2,
  C_MASS_N,
  C_MASS_T1,
  C_MASS_T2,
  C_MAX_N,
  C_NX,
  C_NY,
  C_NZ,
  C_PX,
  C_PY,
  C_PZ,
  C_RESTITUTION,
  C_SEP,
  C_T1X,
  C_T1Y,
  C_T1Z,
  C_T2X,
  C_T2Y,
  C_T2Z,
  C_VA,
  C_VB,
  C_VN0,
  F_INV_INERTIA,
  F_INV_MASS,
  frame,
  STATIC,
} from './layout';

/** Share of the penetration removed per step, penetration tolerated, and the fastest push-out. */
const BAUMGARTE: f64 = 0.2;
const SLOP: f64 = 0.0001;
const MAX_PUSH_OUT: f64 = 0.1;
/** Approach speed below which contacts do not bounce (m/s). */
const BOUNCE_THRESHOLD: f64 = 0.12;

// The two bodies' velocities while one contact is solved.
let vax: f64 = 0.0;
let vay: f64 = 0.0;
let vaz: f64 = 0.0;
let wax: f64 = 0.0;
let way: f64 = 0.0;
let waz: f64 = 0.0;
let vbx: f64 = 0.0;
let vby: f64 = 0.0;
let vbz: f64 = 0.0;
let wbx: f64 = 0.0;
let wby: f64 = 0.0;
let wbz: f64 = 0.0;

function loadVelocities(va: usize, vb: usize): void {
  if (va !== 0) {
    vax = load<f64>(va, B_VX);
    vay = load<f64>(va, B_VY);
    vaz = load<f64>(va, B_VZ);
    wax = load<f64>(va, B_WX);
    way = load<f64>(va, B_WY);
    waz = load<f64>(va, B_WZ);
  } else {
    vax = 0.0;
    vay = 0.0;
    vaz = 0.0;
    wax = 0.0;
    way = 0.0;
    waz = 0.0;
  }
  vbx = load<f64>(vb, B_VX);
  vby = load<f64>(vb, B_VY);
  vbz = load<f64>(vb, B_VZ);
  wbx = load<f64>(vb, B_WX);
  wby = load<f64>(vb, B_WY);
  wbz = load<f64>(vb, B_WZ);
}

function storeVelocities(va: usize, vb: usize, ima: f64, imb: f64): void {
  if (ima > 0.0) {
    store<f64>(va, vax, B_VX);
    store<f64>(va, vay, B_VY);
    store<f64>(va, vaz, B_VZ);
    store<f64>(va, wax, B_WX);
    store<f64>(va, way, B_WY);
    store<f64>(va, waz, B_WZ);
  }
  if (imb > 0.0) {
    store<f64>(vb, vbx, B_VX);
    store<f64>(vb, vby, B_VY);
    store<f64>(vb, vbz, B_VZ);
    store<f64>(vb, wbx, B_WX);
    store<f64>(vb, wby, B_WY);
    store<f64>(vb, wbz, B_WZ);
  }
}

/** Relative velocity of the contact point along direction d with angular Jacobians at offsets ja, jb. */
function along(c: usize, dx: f64, dy: f64, dz: f64, ja: i32, jb: i32): f64 {
  return (
    (vbx - vax) * dx +
    (vby - vay) * dy +
    (vbz - vaz) * dz +
    load<f64>(c + <usize>jb) * wbx +
    load<f64>(c + <usize>jb, 8) * wby +
    load<f64>(c + <usize>jb, 16) * wbz -
    load<f64>(c + <usize>ja) * wax -
    load<f64>(c + <usize>ja, 8) * way -
    load<f64>(c + <usize>ja, 16) * waz
  );
}

/** Applies impulse `lambda` along d (Jacobians at ja, jb) to the loaded velocities. */
function push(
  c: usize,
  dx: f64,
  dy: f64,
  dz: f64,
  ja: i32,
  jb: i32,
  lambda: f64,
  ima: f64,
  iia: f64,
  imb: f64,
  iib: f64,
): void {
  const la = ima * lambda;
  vax -= dx * la;
  vay -= dy * la;
  vaz -= dz * la;
  const ra = iia * lambda;
  wax -= load<f64>(c + <usize>ja) * ra;
  way -= load<f64>(c + <usize>ja, 8) * ra;
  waz -= load<f64>(c + <usize>ja, 16) * ra;
  const lb = imb * lambda;
  vbx += dx * lb;
  vby += dy * lb;
  vbz += dz * lb;
  const rb = iib * lambda;
  wbx += load<f64>(c + <usize>jb) * rb;
  wby += load<f64>(c + <usize>jb, 8) * rb;
  wbz += load<f64>(c + <usize>jb, 16) * rb;
}

/** Stores r × d at offset `at` and returns |r × d|². */
function storeCross(c: usize, at: i32, rx: f64, ry: f64, rz: f64, dx: f64, dy: f64, dz: f64): f64 {
  const x = ry * dz - rz * dy;
  const y = rz * dx - rx * dz;
  const z = rx * dy - ry * dx;
  store<f64>(c + <usize>at, x);
  store<f64>(c + <usize>at, y, 8);
  store<f64>(c + <usize>at, z, 16);
  return x * x + y * y + z * z;
}

/** Jacobians, effective masses, tangents and the approach speed before solving. */
export function prepareContacts(): void {
  for (let i = 0; i < count; i++) {
    const c = contact(i);
    const a = load<i32>(c, C_A);
    const b = load<i32>(c, C_B);
    const vb = body(b);
    const imb = load<f64>(frame(b), F_INV_MASS);
    const iib = load<f64>(frame(b), F_INV_INERTIA);
    let va: usize = 0;
    let ima: f64 = 0.0;
    let iia: f64 = 0.0;
    if (a !== STATIC) {
      va = body(a);
      ima = load<f64>(frame(a), F_INV_MASS);
      iia = load<f64>(frame(a), F_INV_INERTIA);
    }
    store<i32>(c, <i32>va, C_VA);
    store<i32>(c, <i32>vb, C_VB);
    store<f64>(c, ima, C_IMA);
    store<f64>(c, iia, C_IIA);
    store<f64>(c, imb, C_IMB);
    store<f64>(c, iib, C_IIB);
    const px = load<f64>(c, C_PX);
    const py = load<f64>(c, C_PY);
    const pz = load<f64>(c, C_PZ);
    const nx = load<f64>(c, C_NX);
    const ny = load<f64>(c, C_NY);
    const nz = load<f64>(c, C_NZ);
    let rax: f64 = 0.0;
    let ray: f64 = 0.0;
    let raz: f64 = 0.0;
    if (va !== 0) {
      rax = px - load<f64>(va, B_PX);
      ray = py - load<f64>(va, B_PY);
      raz = pz - load<f64>(va, B_PZ);
    }
    const rbx = px - load<f64>(vb, B_PX);
    const rby = py - load<f64>(vb, B_PY);
    const rbz = pz - load<f64>(vb, B_PZ);
    // Tangent basis from the normal alone, so that it does not depend on the velocities.
    let t1x: f64;
    let t1y: f64;
    let t1z: f64;
    if (Math.abs(nx) > 0.57735) {
      const inv = 1.0 / Math.sqrt(nx * nx + ny * ny);
      t1x = ny * inv;
      t1y = -nx * inv;
      t1z = 0.0;
    } else {
      const inv = 1.0 / Math.sqrt(ny * ny + nz * nz);
      t1x = 0.0;
      t1y = nz * inv;
      t1z = -ny * inv;
    }
    const t2x = ny * t1z - nz * t1y;
    const t2y = nz * t1x - nx * t1z;
    const t2z = nx * t1y - ny * t1x;
    store<f64>(c, t1x, C_T1X);
    store<f64>(c, t1y, C_T1Y);
    store<f64>(c, t1z, C_T1Z);
    store<f64>(c, t2x, C_T2X);
    store<f64>(c, t2y, C_T2Y);
    store<f64>(c, t2z, C_T2Z);
    const linear = ima + imb;
    const kn =
      linear +
      iia * storeCross(c, C_AN, rax, ray, raz, nx, ny, nz) +
      iib * storeCross(c, C_BN, rbx, rby, rbz, nx, ny, nz);
    const k1 =
      linear +
      iia * storeCross(c, C_AT1, rax, ray, raz, t1x, t1y, t1z) +
      iib * storeCross(c, C_BT1, rbx, rby, rbz, t1x, t1y, t1z);
    const k2 =
      linear +
      iia * storeCross(c, C_AT2, rax, ray, raz, t2x, t2y, t2z) +
      iib * storeCross(c, C_BT2, rbx, rby, rbz, t2x, t2y, t2z);
    store<f64>(c, kn > 0.0 ? 1.0 / kn : 0.0, C_MASS_N);
    store<f64>(c, k1 > 0.0 ? 1.0 / k1 : 0.0, C_MASS_T1);
    store<f64>(c, k2 > 0.0 ? 1.0 / k2 : 0.0, C_MASS_T2);
    loadVelocities(va, vb);
    store<f64>(c, along(c, nx, ny, nz, C_AN, C_BN), C_VN0);
    store<f64>(c, 0.0, C_MAX_N);
  }
}

export function warmStartContacts(): void {
  for (let i = 0; i < count; i++) {
    const c = contact(i);
    const ima = load<f64>(c, C_IMA);
    const imb = load<f64>(c, C_IMB);
    if (ima + imb === 0.0) continue;
    const va = <usize>load<i32>(c, C_VA);
    const vb = <usize>load<i32>(c, C_VB);
    const iia = load<f64>(c, C_IIA);
    const iib = load<f64>(c, C_IIB);
    loadVelocities(va, vb);
    push(
      c,
      load<f64>(c, C_NX),
      load<f64>(c, C_NY),
      load<f64>(c, C_NZ),
      C_AN,
      C_BN,
      load<f64>(c, C_LAMBDA_N),
      ima,
      iia,
      imb,
      iib,
    );
    push(
      c,
      load<f64>(c, C_T1X),
      load<f64>(c, C_T1Y),
      load<f64>(c, C_T1Z),
      C_AT1,
      C_BT1,
      load<f64>(c, C_LAMBDA_T1),
      ima,
      iia,
      imb,
      iib,
    );
    push(
      c,
      load<f64>(c, C_T2X),
      load<f64>(c, C_T2Y),
      load<f64>(c, C_T2Z),
      C_AT2,
      C_BT2,
      load<f64>(c, C_LAMBDA_T2),
      ima,
      iia,
      imb,
      iib,
    );
    storeVelocities(va, vb, ima, imb);
  }
}

export function solveContacts(useBias: bool, invDt: f64): void {
  // Everything in locals: this loop is where the engine spends most of its time.
  for (let i = 0; i < count; i++) {
    const c = contact(i);
    const ima = load<f64>(c, C_IMA);
    const imb = load<f64>(c, C_IMB);
    if (ima + imb === 0.0) continue;
    const va = <usize>load<i32>(c, C_VA);
    const vb = <usize>load<i32>(c, C_VB);
    const iia = load<f64>(c, C_IIA);
    const iib = load<f64>(c, C_IIB);
    let ax: f64 = 0.0;
    let ay: f64 = 0.0;
    let az: f64 = 0.0;
    let awx: f64 = 0.0;
    let awy: f64 = 0.0;
    let awz: f64 = 0.0;
    if (va !== 0) {
      ax = load<f64>(va, B_VX);
      ay = load<f64>(va, B_VY);
      az = load<f64>(va, B_VZ);
      awx = load<f64>(va, B_WX);
      awy = load<f64>(va, B_WY);
      awz = load<f64>(va, B_WZ);
    }
    let bx = load<f64>(vb, B_VX);
    let by = load<f64>(vb, B_VY);
    let bz = load<f64>(vb, B_VZ);
    let bwx = load<f64>(vb, B_WX);
    let bwy = load<f64>(vb, B_WY);
    let bwz = load<f64>(vb, B_WZ);

    // Non-penetration.
    const nx = load<f64>(c, C_NX);
    const ny = load<f64>(c, C_NY);
    const nz = load<f64>(c, C_NZ);
    const anx = load<f64>(c, C_AN);
    const any = load<f64>(c, C_AN + 8);
    const anz = load<f64>(c, C_AN + 16);
    const bnx = load<f64>(c, C_BN);
    const bny = load<f64>(c, C_BN + 8);
    const bnz = load<f64>(c, C_BN + 16);
    const sep = load<f64>(c, C_SEP);
    let bias: f64 = 0.0;
    if (sep > 0.0) {
      bias = sep * invDt; // speculative: may close the gap, no more
    } else if (useBias) {
      const s = sep + SLOP;
      if (s < 0.0) bias = Math.max(BAUMGARTE * s * invDt, -MAX_PUSH_OUT);
    }
    const vn =
      (bx - ax) * nx +
      (by - ay) * ny +
      (bz - az) * nz +
      bnx * bwx +
      bny * bwy +
      bnz * bwz -
      anx * awx -
      any * awy -
      anz * awz;
    const old = load<f64>(c, C_LAMBDA_N);
    const ln = Math.max(old - load<f64>(c, C_MASS_N) * (vn + bias), 0.0);
    store<f64>(c, ln, C_LAMBDA_N);
    if (ln > load<f64>(c, C_MAX_N)) store<f64>(c, ln, C_MAX_N);
    const dn = ln - old;
    ax -= nx * ima * dn;
    ay -= ny * ima * dn;
    az -= nz * ima * dn;
    awx -= anx * iia * dn;
    awy -= any * iia * dn;
    awz -= anz * iia * dn;
    bx += nx * imb * dn;
    by += ny * imb * dn;
    bz += nz * imb * dn;
    bwx += bnx * iib * dn;
    bwy += bny * iib * dn;
    bwz += bnz * iib * dn;

    // Friction: both tangent impulses together, inside the Coulomb cone of the normal impulse.
    const limit = load<f64>(c, C_FRICTION) * ln;
    const o1 = load<f64>(c, C_LAMBDA_T1);
    const o2 = load<f64>(c, C_LAMBDA_T2);
    if (limit !== 0.0 || o1 !== 0.0 || o2 !== 0.0) {
      const t1x = load<f64>(c, C_T1X);
      const t1y = load<f64>(c, C_T1Y);
      const t1z = load<f64>(c, C_T1Z);
      const t2x = load<f64>(c, C_T2X);
      const t2y = load<f64>(c, C_T2Y);
      const t2z = load<f64>(c, C_T2Z);
      const a1x = load<f64>(c, C_AT1);
      const a1y = load<f64>(c, C_AT1 + 8);
      const a1z = load<f64>(c, C_AT1 + 16);
      const b1x = load<f64>(c, C_BT1);
      const b1y = load<f64>(c, C_BT1 + 8);
      const b1z = load<f64>(c, C_BT1 + 16);
      const a2x = load<f64>(c, C_AT2);
      const a2y = load<f64>(c, C_AT2 + 8);
      const a2z = load<f64>(c, C_AT2 + 16);
      const b2x = load<f64>(c, C_BT2);
      const b2y = load<f64>(c, C_BT2 + 8);
      const b2z = load<f64>(c, C_BT2 + 16);
      const dvx = bx - ax;
      const dvy = by - ay;
      const dvz = bz - az;
      const vt1 =
        dvx * t1x +
        dvy * t1y +
        dvz * t1z +
        b1x * bwx +
        b1y * bwy +
        b1z * bwz -
        a1x * awx -
        a1y * awy -
        a1z * awz;
      const vt2 =
        dvx * t2x +
        dvy * t2y +
        dvz * t2z +
        b2x * bwx +
        b2y * bwy +
        b2z * bwz -
        a2x * awx -
        a2y * awy -
        a2z * awz;
      let l1 = o1 - load<f64>(c, C_MASS_T1) * vt1;
      let l2 = o2 - load<f64>(c, C_MASS_T2) * vt2;
      const lt2 = l1 * l1 + l2 * l2;
      if (lt2 > limit * limit) {
        const scale = limit / Math.sqrt(lt2);
        l1 *= scale;
        l2 *= scale;
      }
      store<f64>(c, l1, C_LAMBDA_T1);
      store<f64>(c, l2, C_LAMBDA_T2);
      const d1 = l1 - o1;
      const d2 = l2 - o2;
      const px = t1x * d1 + t2x * d2;
      const py = t1y * d1 + t2y * d2;
      const pz = t1z * d1 + t2z * d2;
      ax -= px * ima;
      ay -= py * ima;
      az -= pz * ima;
      awx -= (a1x * d1 + a2x * d2) * iia;
      awy -= (a1y * d1 + a2y * d2) * iia;
      awz -= (a1z * d1 + a2z * d2) * iia;
      bx += px * imb;
      by += py * imb;
      bz += pz * imb;
      bwx += (b1x * d1 + b2x * d2) * iib;
      bwy += (b1y * d1 + b2y * d2) * iib;
      bwz += (b1z * d1 + b2z * d2) * iib;
    }
    if (ima > 0.0) {
      store<f64>(va, ax, B_VX);
      store<f64>(va, ay, B_VY);
      store<f64>(va, az, B_VZ);
      store<f64>(va, awx, B_WX);
      store<f64>(va, awy, B_WY);
      store<f64>(va, awz, B_WZ);
    }
    if (imb > 0.0) {
      store<f64>(vb, bx, B_VX);
      store<f64>(vb, by, B_VY);
      store<f64>(vb, bz, B_VZ);
      store<f64>(vb, bwx, B_WX);
      store<f64>(vb, bwy, B_WY);
      store<f64>(vb, bwz, B_WZ);
    }
  }
}

/**
 * Bounce: contacts that touched at the start of the step, met faster than the threshold and pushed
 * leave at −e times that speed. A contact still apart (found ahead, and stopped short by the solver)
 * bounces only once it has really met.
 */
export function applyRestitution(): void {
  for (let i = 0; i < count; i++) {
    const c = contact(i);
    const vn0 = load<f64>(c, C_VN0);
    if (vn0 > -BOUNCE_THRESHOLD || load<f64>(c, C_MAX_N) === 0.0) continue;
    const ima = load<f64>(c, C_IMA);
    const imb = load<f64>(c, C_IMB);
    if (ima + imb === 0.0) continue;
    const va = <usize>load<i32>(c, C_VA);
    const vb = <usize>load<i32>(c, C_VB);
    loadVelocities(va, vb);
    const nx = load<f64>(c, C_NX);
    const ny = load<f64>(c, C_NY);
    const nz = load<f64>(c, C_NZ);
    const vn = along(c, nx, ny, nz, C_AN, C_BN);
    const old = load<f64>(c, C_LAMBDA_N);
    const ln = Math.max(old - load<f64>(c, C_MASS_N) * (vn + load<f64>(c, C_RESTITUTION) * vn0), 0.0);
    store<f64>(c, ln, C_LAMBDA_N);
    push(c, nx, ny, nz, C_AN, C_BN, ln - old, ima, load<f64>(c, C_IIA), imb, load<f64>(c, C_IIB));
    storeVelocities(va, vb, ima, imb);
  }
}
