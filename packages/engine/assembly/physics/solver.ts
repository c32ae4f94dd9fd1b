// Sequential impulses (Catto): per contact a non-penetration impulse with speculative and Baumgarte
// bias, two Coulomb friction impulses bounded by it, warm started from the previous step; after the
// positions move, relaxation iterations without the penetration bias (so that pushing dice apart adds
// no energy), then restitution for contacts that really hit.

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
  C_B,
  C_FRICTION,
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
  C_RAX,
  C_RAY,
  C_RAZ,
  C_RBX,
  C_RBY,
  C_RBZ,
  C_RESTITUTION,
  C_SEP,
  C_T1X,
  C_T1Y,
  C_T1Z,
  C_T2X,
  C_T2Y,
  C_T2Z,
  C_VN0,
  F_INV_INERTIA,
  F_INV_MASS,
  frame,
  STATIC,
} from './layout';

/** Share of the penetration removed per step, penetration tolerated, and the fastest push-out. */
const BAUMGARTE: f64 = 0.2;
export const slop: f64 = 0.0001;
export const maxPushOut: f64 = 0.1;
/** Approach speed below which contacts do not bounce (m/s). */
export const BOUNCE_THRESHOLD: f64 = 0.12;

// Velocity scratch: the two bodies of the contact being solved.
let va: usize = 0;
let vb: usize = 0;
let ima: f64 = 0.0;
let iia: f64 = 0.0;
let imb: f64 = 0.0;
let iib: f64 = 0.0;

function bind(c: usize): bool {
  const a = load<i32>(c, C_A);
  const b = load<i32>(c, C_B);
  vb = body(b);
  imb = load<f64>(frame(b), F_INV_MASS);
  iib = load<f64>(frame(b), F_INV_INERTIA);
  if (a === STATIC) {
    va = 0;
    ima = 0.0;
    iia = 0.0;
  } else {
    va = body(a);
    ima = load<f64>(frame(a), F_INV_MASS);
    iia = load<f64>(frame(a), F_INV_INERTIA);
  }
  return ima + imb > 0.0;
}

/** Lever arms, effective masses, tangents and the approach speed before solving. */
export function prepareContacts(): void {
  for (let i = 0; i < count; i++) {
    const c = contact(i);
    bind(c);
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
    store<f64>(c, rax, C_RAX);
    store<f64>(c, ray, C_RAY);
    store<f64>(c, raz, C_RAZ);
    store<f64>(c, rbx, C_RBX);
    store<f64>(c, rby, C_RBY);
    store<f64>(c, rbz, C_RBZ);
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
    store<f64>(c, 1.0 / effectiveMass(rax, ray, raz, rbx, rby, rbz, nx, ny, nz), C_MASS_N);
    store<f64>(c, 1.0 / effectiveMass(rax, ray, raz, rbx, rby, rbz, t1x, t1y, t1z), C_MASS_T1);
    store<f64>(c, 1.0 / effectiveMass(rax, ray, raz, rbx, rby, rbz, t2x, t2y, t2z), C_MASS_T2);
    store<f64>(c, relativeVelocity(c, nx, ny, nz), C_VN0);
    store<f64>(c, 0.0, C_MAX_N);
  }
}

function effectiveMass(
  rax: f64,
  ray: f64,
  raz: f64,
  rbx: f64,
  rby: f64,
  rbz: f64,
  dx: f64,
  dy: f64,
  dz: f64,
): f64 {
  const cax = ray * dz - raz * dy;
  const cay = raz * dx - rax * dz;
  const caz = rax * dy - ray * dx;
  const cbx = rby * dz - rbz * dy;
  const cby = rbz * dx - rbx * dz;
  const cbz = rbx * dy - rby * dx;
  return (
    ima + imb + iia * (cax * cax + cay * cay + caz * caz) + iib * (cbx * cbx + cby * cby + cbz * cbz) + 1e-30
  );
}

/** (v_b + w_b × r_b − v_a − w_a × r_a) · d for the bound contact. */
function relativeVelocity(c: usize, dx: f64, dy: f64, dz: f64): f64 {
  const rbx = load<f64>(c, C_RBX);
  const rby = load<f64>(c, C_RBY);
  const rbz = load<f64>(c, C_RBZ);
  const wbx = load<f64>(vb, B_WX);
  const wby = load<f64>(vb, B_WY);
  const wbz = load<f64>(vb, B_WZ);
  let rvx = load<f64>(vb, B_VX) + wby * rbz - wbz * rby;
  let rvy = load<f64>(vb, B_VY) + wbz * rbx - wbx * rbz;
  let rvz = load<f64>(vb, B_VZ) + wbx * rby - wby * rbx;
  if (va !== 0) {
    const rax = load<f64>(c, C_RAX);
    const ray = load<f64>(c, C_RAY);
    const raz = load<f64>(c, C_RAZ);
    const wax = load<f64>(va, B_WX);
    const way = load<f64>(va, B_WY);
    const waz = load<f64>(va, B_WZ);
    rvx -= load<f64>(va, B_VX) + way * raz - waz * ray;
    rvy -= load<f64>(va, B_VY) + waz * rax - wax * raz;
    rvz -= load<f64>(va, B_VZ) + wax * ray - way * rax;
  }
  return rvx * dx + rvy * dy + rvz * dz;
}

/** Applies impulse P (from a to b) at the bound contact. */
function applyImpulse(c: usize, px: f64, py: f64, pz: f64): void {
  if (imb > 0.0) {
    const rbx = load<f64>(c, C_RBX);
    const rby = load<f64>(c, C_RBY);
    const rbz = load<f64>(c, C_RBZ);
    store<f64>(vb, load<f64>(vb, B_VX) + imb * px, B_VX);
    store<f64>(vb, load<f64>(vb, B_VY) + imb * py, B_VY);
    store<f64>(vb, load<f64>(vb, B_VZ) + imb * pz, B_VZ);
    store<f64>(vb, load<f64>(vb, B_WX) + iib * (rby * pz - rbz * py), B_WX);
    store<f64>(vb, load<f64>(vb, B_WY) + iib * (rbz * px - rbx * pz), B_WY);
    store<f64>(vb, load<f64>(vb, B_WZ) + iib * (rbx * py - rby * px), B_WZ);
  }
  if (ima > 0.0) {
    const rax = load<f64>(c, C_RAX);
    const ray = load<f64>(c, C_RAY);
    const raz = load<f64>(c, C_RAZ);
    store<f64>(va, load<f64>(va, B_VX) - ima * px, B_VX);
    store<f64>(va, load<f64>(va, B_VY) - ima * py, B_VY);
    store<f64>(va, load<f64>(va, B_VZ) - ima * pz, B_VZ);
    store<f64>(va, load<f64>(va, B_WX) - iia * (ray * pz - raz * py), B_WX);
    store<f64>(va, load<f64>(va, B_WY) - iia * (raz * px - rax * pz), B_WY);
    store<f64>(va, load<f64>(va, B_WZ) - iia * (rax * py - ray * px), B_WZ);
  }
}

export function warmStartContacts(): void {
  for (let i = 0; i < count; i++) {
    const c = contact(i);
    if (!bind(c)) continue;
    const ln = load<f64>(c, C_LAMBDA_N);
    const l1 = load<f64>(c, C_LAMBDA_T1);
    const l2 = load<f64>(c, C_LAMBDA_T2);
    applyImpulse(
      c,
      load<f64>(c, C_NX) * ln + load<f64>(c, C_T1X) * l1 + load<f64>(c, C_T2X) * l2,
      load<f64>(c, C_NY) * ln + load<f64>(c, C_T1Y) * l1 + load<f64>(c, C_T2Y) * l2,
      load<f64>(c, C_NZ) * ln + load<f64>(c, C_T1Z) * l1 + load<f64>(c, C_T2Z) * l2,
    );
  }
}

export function solveContacts(useBias: bool, invDt: f64): void {
  for (let i = 0; i < count; i++) {
    const c = contact(i);
    if (!bind(c)) continue;
    const nx = load<f64>(c, C_NX);
    const ny = load<f64>(c, C_NY);
    const nz = load<f64>(c, C_NZ);
    // Non-penetration.
    const sep = load<f64>(c, C_SEP);
    let bias: f64 = 0.0;
    if (sep > 0.0) {
      bias = sep * invDt; // speculative: may close the gap, no more
    } else if (useBias) {
      const s = sep + slop;
      if (s < 0.0) {
        bias = BAUMGARTE * s * invDt;
        if (bias < -maxPushOut) bias = -maxPushOut;
      }
    }
    const vn = relativeVelocity(c, nx, ny, nz);
    const old = load<f64>(c, C_LAMBDA_N);
    let ln = old - load<f64>(c, C_MASS_N) * (vn + bias);
    if (ln < 0.0) ln = 0.0;
    store<f64>(c, ln, C_LAMBDA_N);
    const dn = ln - old;
    if (ln > load<f64>(c, C_MAX_N)) store<f64>(c, ln, C_MAX_N);
    applyImpulse(c, nx * dn, ny * dn, nz * dn);

    // Friction: both tangent impulses together, inside the Coulomb cone of the normal impulse.
    const limit = load<f64>(c, C_FRICTION) * ln;
    const t1x = load<f64>(c, C_T1X);
    const t1y = load<f64>(c, C_T1Y);
    const t1z = load<f64>(c, C_T1Z);
    const t2x = load<f64>(c, C_T2X);
    const t2y = load<f64>(c, C_T2Y);
    const t2z = load<f64>(c, C_T2Z);
    const o1 = load<f64>(c, C_LAMBDA_T1);
    const o2 = load<f64>(c, C_LAMBDA_T2);
    let l1 = o1 - load<f64>(c, C_MASS_T1) * relativeVelocity(c, t1x, t1y, t1z);
    let l2 = o2 - load<f64>(c, C_MASS_T2) * relativeVelocity(c, t2x, t2y, t2z);
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
    applyImpulse(c, t1x * d1 + t2x * d2, t1y * d1 + t2y * d2, t1z * d1 + t2z * d2);
  }
}

/** Bounce: contacts that met faster than the threshold and pushed leave at −e times that speed. */
export function applyRestitution(): void {
  for (let i = 0; i < count; i++) {
    const c = contact(i);
    const vn0 = load<f64>(c, C_VN0);
    if (vn0 > -BOUNCE_THRESHOLD || load<f64>(c, C_MAX_N) === 0.0) continue;
    if (!bind(c)) continue;
    const nx = load<f64>(c, C_NX);
    const ny = load<f64>(c, C_NY);
    const nz = load<f64>(c, C_NZ);
    const vn = relativeVelocity(c, nx, ny, nz);
    const old = load<f64>(c, C_LAMBDA_N);
    let ln = old - load<f64>(c, C_MASS_N) * (vn + load<f64>(c, C_RESTITUTION) * vn0);
    if (ln < 0.0) ln = 0.0;
    store<f64>(c, ln, C_LAMBDA_N);
    const dn = ln - old;
    applyImpulse(c, nx * dn, ny * dn, nz * dn);
  }
}
