// The fixed geometry: a round board (top surface y = 0, optional bowl towards the hole) with a round
// hole, platform ledges at the rim, and the die's shape and material. Contacts of a die with this
// geometry come from the die's eight corners (surface and walls) and from points sampled along the
// board's edges (the hole's rim, the outer rim, the ledges' edges), so that a die really tips over an
// edge once its centre of mass passes it.
import { addContact } from './contacts';
import { B_PX, B_PY, B_PZ, body, F_R, F_SWEEP, frame, H_BOARD, STATE, STATIC } from './layout';

// Board configuration (stored in the world header) and what follows from it.
export let boardRadius: f64 = 0.25;
export let holeRadius: f64 = 0.025;
export let dieSize: f64 = 0.016;
export let platformCount: i32 = 0;
export let platformDepth: f64 = 0.04;
export let platformWidth: f64 = 0.05;
export let sumoLineInset: f64 = 0.06;
export let bowlSlope: f64 = 0.0;

/** Half the die's edge, the radius of its rounded corners, and the half-edge of its sharp core. */
export let half: f64 = 0.008;
export let cornerRadius: f64 = 0.001;
export let coreHalf: f64 = 0.007;
/** Distance from the centre to a core corner plus the rounding: a bound on the die's extent. */
export let boundRadius: f64 = 0.0139;
export let mass: f64 = 0.0;
export let invMass: f64 = 0.0;
/** A cube's inertia is the same about every axis through its centre, so it is one number. */
export let invInertia: f64 = 0.0;
export const BOARD_THICKNESS: f64 = 0.012;
/**
 * Wood: density of beech, friction and bounce of a die on a lacquered wooden board. The board is
 * lively (restitution 0.7): a die that lands tumbling clatters on over a few bounces, which is what
 * turns a strong flick into a fair face (docs/physics.md, "Fairness").
 */
export const DENSITY: f64 = 720.0;
export const FRICTION_BOARD: f64 = 0.4;
export const FRICTION_DICE: f64 = 0.3;
export const RESTITUTION_BOARD: f64 = 0.7;
export const RESTITUTION_DICE: f64 = 0.45;
/** Contacts closer than this are kept even when the bodies are slow: they stabilise resting. */
export let baseMargin: f64 = 0.0;
/** How far the bowl's surface drops from the rim to the hole. */
export let bowlDepth: f64 = 0.0;

const platformSin = new StaticArray<f64>(8);
const platformCos = new StaticArray<f64>(8);
let platformInner: f64 = 0.0; // where the ledge's side edges meet the rim
let holeSampleCos: f64 = 1.0;
let holeSampleSin: f64 = 0.0;
let rimSampleCos: f64 = 1.0;
let rimSampleSin: f64 = 0.0;
let edgeSampleStep: f64 = 0.0;

/** Reads the board configuration from the world header and derives everything else. */
export function loadBoard(): void {
  boardRadius = load<f64>(STATE, H_BOARD);
  holeRadius = load<f64>(STATE, H_BOARD + 8);
  dieSize = load<f64>(STATE, H_BOARD + 16);
  platformCount = <i32>load<f64>(STATE, H_BOARD + 24);
  platformDepth = load<f64>(STATE, H_BOARD + 32);
  platformWidth = load<f64>(STATE, H_BOARD + 40);
  sumoLineInset = load<f64>(STATE, H_BOARD + 48);
  bowlSlope = load<f64>(STATE, H_BOARD + 56);

  half = dieSize * 0.5;
  cornerRadius = dieSize * 0.125;
  coreHalf = half - cornerRadius;
  boundRadius = coreHalf * Math.sqrt(3.0) + cornerRadius;
  mass = DENSITY * dieSize * dieSize * dieSize;
  invMass = 1.0 / mass;
  invInertia = 6.0 / (mass * dieSize * dieSize);
  baseMargin = dieSize * 0.05;
  bowlDepth = bowlSlope * (boardRadius - holeRadius);

  for (let k = 0; k < platformCount; k++) {
    const angle = (2.0 * Math.PI * <f64>k) / <f64>platformCount;
    setAt(platformSin, k, Math.sin(angle));
    setAt(platformCos, k, Math.cos(angle));
  }
  const w = platformWidth * 0.5;
  platformInner = w < boardRadius ? Math.sqrt(boardRadius * boardRadius - w * w) : 0.0;
  edgeSampleStep = dieSize * 0.4;
  if (holeRadius > 0.0) {
    const delta = edgeSampleStep / holeRadius;
    holeSampleCos = Math.cos(delta);
    holeSampleSin = Math.sin(delta);
  }
  const rimDelta = edgeSampleStep / boardRadius;
  rimSampleCos = Math.cos(rimDelta);
  rimSampleSin = Math.sin(rimDelta);
}

/** The platform ledge under the point (x, z), or -1. Ledges are rectangles outside the rim. */
export function platformAt(x: f64, z: f64): i32 {
  const w = platformWidth * 0.5;
  const outer = boardRadius + platformDepth;
  for (let k = 0; k < platformCount; k++) {
    const s = unchecked(platformSin[k]);
    const c = unchecked(platformCos[k]);
    const u = x * s + z * c;
    const v = x * c - z * s;
    if (u >= platformInner && u <= outer && v >= -w && v <= w) return k;
  }
  return -1;
}

/** Height of the board surface at radius rho (the bowl drops towards the hole). */
function surfaceHeight(rho: f64): f64 {
  return -bowlSlope * (boardRadius - rho);
}

/** Contacts of die i with the board, the hole, the platforms and their edges. */
export function collideStatic(i: i32): void {
  const b = body(i);
  const f = frame(i);
  const cx = load<f64>(b, B_PX);
  const cy = load<f64>(b, B_PY);
  const cz = load<f64>(b, B_PZ);
  const margin = baseMargin + load<f64>(f, F_SWEEP);
  const reach = boundRadius + margin;
  // Far above the board, or far below it: nothing to touch.
  if (cy - reach > 0.0 || cy + reach < -bowlDepth - BOARD_THICKNESS) return;

  const r00 = load<f64>(f, F_R);
  const r01 = load<f64>(f, F_R + 8);
  const r02 = load<f64>(f, F_R + 16);
  const r10 = load<f64>(f, F_R + 24);
  const r11 = load<f64>(f, F_R + 32);
  const r12 = load<f64>(f, F_R + 40);
  const r20 = load<f64>(f, F_R + 48);
  const r21 = load<f64>(f, F_R + 56);
  const r22 = load<f64>(f, F_R + 64);
  const e = coreHalf;
  const cr = cornerRadius;
  const rhoC = Math.sqrt(cx * cx + cz * cz);
  const centrePlatform = platformAt(cx, cz);
  const pair = (i << 8) | 255;

  // Corners against the board as a solid: its surface, the hole's wall and the outer wall. A corner
  // inside the solid leaves by the nearest way out, so a die can never end up inside the board.
  for (let k = 0; k < 8; k++) {
    const sx = (k & 1) !== 0 ? e : -e;
    const sy = (k & 2) !== 0 ? e : -e;
    const sz = (k & 4) !== 0 ? e : -e;
    const px = cx + r00 * sx + r01 * sy + r02 * sz;
    const py = cy + r10 * sx + r11 * sy + r12 * sz;
    const pz = cz + r20 * sx + r21 * sy + r22 * sz;
    if (py - cr > margin) continue;
    const rho = Math.sqrt(px * px + pz * pz);
    const onPlatform = platformAt(px, pz) >= 0;
    if (onPlatform || (rho >= holeRadius && rho <= boardRadius)) {
      let ground: f64 = 0.0;
      let nx: f64 = 0.0;
      let ny: f64 = 1.0;
      let nz: f64 = 0.0;
      if (!onPlatform && bowlSlope !== 0.0) {
        ground = surfaceHeight(rho);
        const inv = 1.0 / Math.sqrt(1.0 + bowlSlope * bowlSlope);
        nx = (-bowlSlope * px * inv) / rho;
        ny = inv;
        nz = (-bowlSlope * pz * inv) / rho;
      }
      if (py < ground - BOARD_THICKNESS - cr) continue; // under the board
      const up = (py - ground) * ny - cr;
      if (up >= margin) continue;
      // Below the surface, the walls may be the shorter way out.
      let wall: f64 = 1e30;
      let wallSign: f64 = 0.0;
      if (py < ground && rho > 1e-9 && !onPlatform) {
        if (holeRadius > 0.0 && rho - holeRadius < wall) {
          wall = rho - holeRadius;
          wallSign = -1.0;
        }
        if (boardRadius - rho < wall) {
          wall = boardRadius - rho;
          wallSign = 1.0;
        }
      }
      if (-up <= wall + cr) {
        addContact(
          STATIC,
          i,
          i,
          pair,
          k,
          px - nx * cr,
          py - ny * cr,
          pz - nz * cr,
          nx,
          ny,
          nz,
          up,
          FRICTION_BOARD,
          RESTITUTION_BOARD,
        );
      } else {
        wallContact(i, pair, k, px, py, pz, rho, wallSign, -wall - cr);
      }
      continue;
    }
    // Over the hole or beyond the rim: the walls, within reach.
    if (rho < 1e-9) continue;
    if (rho < holeRadius) {
      const rim = surfaceHeight(holeRadius);
      if (py < rim && py > rim - BOARD_THICKNESS) {
        const sep = holeRadius - rho - cr;
        if (sep < margin) wallContact(i, pair, k, px, py, pz, rho, -1.0, sep);
      }
    } else if (py < 0.0 && py > -BOARD_THICKNESS) {
      const sep = rho - boardRadius - cr;
      if (sep < margin) wallContact(i, pair, k, px, py, pz, rho, 1.0, sep);
    }
  }

  // The hole's rim: three points of the circle nearest the die.
  if (holeRadius > 0.0 && rhoC < holeRadius + reach) {
    let ux: f64 = 1.0;
    let uz: f64 = 0.0;
    if (rhoC > 1e-9) {
      ux = cx / rhoC;
      uz = cz / rhoC;
    }
    const overHole = rhoC < holeRadius;
    for (let s = -1; s <= 1; s++) {
      const sn = <f64>s * holeSampleSin;
      const dx = ux * holeSampleCos - uz * sn;
      const dz = uz * holeSampleCos + ux * sn;
      edgePoint(i, pair, 16 + s + 1, holeRadius * dx, -bowlDepth, holeRadius * dz, overHole, margin);
    }
  }

  // The outer rim, except where a ledge continues the surface.
  if (rhoC > boardRadius - reach && rhoC > 1e-9) {
    const ux = cx / rhoC;
    const uz = cz / rhoC;
    const beyond = rhoC > boardRadius && centrePlatform < 0;
    for (let s = -1; s <= 1; s++) {
      const sn = <f64>s * rimSampleSin;
      const ex = boardRadius * (ux * rimSampleCos - uz * sn);
      const ez = boardRadius * (uz * rimSampleCos + ux * sn);
      if (platformAt(ex * 1.000001, ez * 1.000001) >= 0) continue;
      edgePoint(i, pair, 19 + s + 1, ex, 0.0, ez, beyond, margin);
    }
  }

  // The ledges' outer and side edges.
  if (platformCount > 0 && rhoC > platformInner - reach - platformWidth) {
    const w = platformWidth * 0.5;
    const outer = boardRadius + platformDepth;
    for (let k = 0; k < platformCount; k++) {
      const sk = unchecked(platformSin[k]);
      const ck = unchecked(platformCos[k]);
      const u = cx * sk + cz * ck;
      const v = cx * ck - cz * sk;
      if (u < platformInner - reach || u > outer + reach || v < -w - reach || v > w + reach) continue;
      const off = centrePlatform !== k;
      // Outer edge: u = outer, v in [-w, w]; side edges: v = ±w, u in [platformInner, outer].
      for (let edge = 0; edge < 3; edge++) {
        for (let s = -1; s <= 1; s++) {
          let eu: f64;
          let ev: f64;
          if (edge === 0) {
            eu = outer;
            ev = clamp(v + <f64>s * edgeSampleStep, -w, w);
          } else {
            ev = edge === 1 ? w : -w;
            eu = clamp(u + <f64>s * edgeSampleStep, platformInner, outer);
          }
          // From (u, v) back to (x, z).
          const ex = eu * sk + ev * ck;
          const ez = eu * ck - ev * sk;
          edgePoint(i, pair, 22 + k * 9 + edge * 3 + s + 1, ex, 0.0, ez, off, margin);
        }
      }
    }
  }
}

/** Contact of corner k with a vertical wall: outwards (sign 1) or towards the hole's centre (−1). */
function wallContact(
  i: i32,
  pair: i32,
  k: i32,
  px: f64,
  py: f64,
  pz: f64,
  rho: f64,
  sign: f64,
  sep: f64,
): void {
  const wx = (sign * px) / rho;
  const wz = (sign * pz) / rho;
  const cr = cornerRadius;
  addContact(
    STATIC,
    i,
    i,
    pair,
    8 + k,
    px - wx * cr,
    py,
    pz - wz * cr,
    wx,
    0.0,
    wz,
    sep,
    FRICTION_BOARD,
    RESTITUTION_BOARD,
  );
}

function clamp(x: f64, lo: f64, hi: f64): f64 {
  return x < lo ? lo : x > hi ? hi : x;
}

/**
 * Contact of die i with a point (ex, 0, ez) of a sharp board edge. Under a face of the die the point
 * is a support; against the die's rounded edges and corners it counts only when `allowEdges` (the
 * die's centre is past the board's edge), which keeps a die sliding flat on the board from catching
 * on an edge it merely approaches.
 */
function edgePoint(
  i: i32,
  pair: i32,
  feature: i32,
  ex: f64,
  ey: f64,
  ez: f64,
  allowEdges: bool,
  margin: f64,
): void {
  const b = body(i);
  const f = frame(i);
  const dx = ex - load<f64>(b, B_PX);
  const dy = ey - load<f64>(b, B_PY);
  const dz = ez - load<f64>(b, B_PZ);
  const r00 = load<f64>(f, F_R);
  const r01 = load<f64>(f, F_R + 8);
  const r02 = load<f64>(f, F_R + 16);
  const r10 = load<f64>(f, F_R + 24);
  const r11 = load<f64>(f, F_R + 32);
  const r12 = load<f64>(f, F_R + 40);
  const r20 = load<f64>(f, F_R + 48);
  const r21 = load<f64>(f, F_R + 56);
  const r22 = load<f64>(f, F_R + 64);
  const lx = r00 * dx + r10 * dy + r20 * dz;
  const ly = r01 * dx + r11 * dy + r21 * dz;
  const lz = r02 * dx + r12 * dy + r22 * dz;
  const e = coreHalf;
  let outside = 0;
  let gx: f64 = 0.0;
  let gy: f64 = 0.0;
  let gz: f64 = 0.0;
  if (lx > e) {
    gx = lx - e;
    outside++;
  } else if (lx < -e) {
    gx = lx + e;
    outside++;
  }
  if (ly > e) {
    gy = ly - e;
    outside++;
  } else if (ly < -e) {
    gy = ly + e;
    outside++;
  }
  if (lz > e) {
    gz = lz - e;
    outside++;
  } else if (lz < -e) {
    gz = lz + e;
    outside++;
  }
  if (outside === 0) return; // the edge is inside the die's core: left to the corner contacts
  if (outside > 1 && !allowEdges) return;
  const dist = Math.sqrt(gx * gx + gy * gy + gz * gz);
  const sep = dist - cornerRadius;
  if (sep >= margin || dist < 1e-12) return;
  // Normal from the edge into the die: minus the direction from the die's core towards the edge.
  const inv = -1.0 / dist;
  const nx = (r00 * gx + r01 * gy + r02 * gz) * inv;
  const ny = (r10 * gx + r11 * gy + r12 * gz) * inv;
  const nz = (r20 * gx + r21 * gy + r22 * gz) * inv;
  // Board edges only push up or sideways: never pull a die down.
  if (ny < -0.05) return;
  addContact(STATIC, i, i, pair, feature, ex, ey, ez, nx, ny, nz, sep, FRICTION_BOARD, RESTITUTION_BOARD);
}

function setAt(array: StaticArray<f64>, index: i32, value: f64): void {
  // biome-ignore lint/suspicious/noAssignInExpressions: AssemblyScript's unchecked store
  unchecked((array[index] = value));
}
