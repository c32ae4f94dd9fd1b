// Trigonometry in plain IEEE double arithmetic (+, −, ×, ÷, which every JavaScript engine rounds
// alike), for everything that feeds the dice simulation or a game log: the host's Math.sin, cos and
// atan2 may differ in the last bit between browser engines. The kernels are fdlibm's (as in musl and
// AssemblyScript's Math, which the WASM side uses), accurate to about one unit in the last place for
// arguments up to about a million radians.

const PIO2_HI = 1.5707963267341256; // the first 33 bits of π/2
const PIO2_MID = 6.077100506303966e-11; // the next 33 bits
const PIO2_LO = 2.0222662487959506e-21; // the rest
const TWO_OVER_PI = 0.6366197723675814;

export const PI = Math.PI;
const HALF_PI = 1.5707963267948966;

/** sin on [−π/4, π/4]. */
function kernelSin(x: number): number {
  const z = x * x;
  const r =
    0.00833333333332249 +
    z *
      (-0.0001984126982985795 +
        z * (2.7557313707070068e-6 + z * (-2.5050760253406863e-8 + z * 1.58969099521155e-10)));
  return x + x * z * (-0.16666666666666632 + z * r);
}

/** cos on [−π/4, π/4]. */
function kernelCos(x: number): number {
  const z = x * x;
  const r =
    0.0416666666666666 +
    z *
      (-0.001388888888887411 +
        z *
          (2.480158728947673e-5 +
            z * (-2.7557314351390663e-7 + z * (2.087572321298175e-9 + z * -1.1359647557788195e-11))));
  const hz = 0.5 * z;
  const w = 1 - hz;
  return w + (1 - w - hz + z * z * r);
}

/** x = n·π/2 + r with |r| ≤ π/4; returns n mod 4 and sets the remainder. */
let remainder = 0;
function reduce(x: number): number {
  const n = Math.floor(x * TWO_OVER_PI + 0.5);
  remainder = x - n * PIO2_HI - n * PIO2_MID - n * PIO2_LO;
  return ((n % 4) + 4) % 4;
}

export function sin(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) <= 0.7853981633974483) return kernelSin(x);
  const q = reduce(x);
  const r = remainder;
  if (q === 0) return kernelSin(r);
  if (q === 1) return kernelCos(r);
  if (q === 2) return -kernelSin(r);
  return -kernelCos(r);
}

export function cos(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  if (Math.abs(x) <= 0.7853981633974483) return kernelCos(x);
  const q = reduce(x);
  const r = remainder;
  if (q === 0) return kernelCos(r);
  if (q === 1) return -kernelSin(r);
  if (q === 2) return -kernelCos(r);
  return kernelSin(r);
}

const ATAN_HI = [0.4636476090008061, 0.7853981633974483, 0.982793723247329, HALF_PI];
const ATAN_LO = [
  2.2698777452961687e-17, 3.061616997868383e-17, 1.3903311031230998e-17, 6.123233995736766e-17,
];

export function atan(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const negative = x < 0;
  let t = Math.abs(x);
  if (t >= 7.378697629483821e19) return negative ? -HALF_PI : HALF_PI;
  let id = -1;
  if (t >= 0.4375) {
    if (t < 0.6875) {
      id = 0;
      t = (2 * t - 1) / (2 + t);
    } else if (t < 1.1875) {
      id = 1;
      t = (t - 1) / (t + 1);
    } else if (t < 2.4375) {
      id = 2;
      t = (t - 1.5) / (1 + 1.5 * t);
    } else {
      id = 3;
      t = -1 / t;
    }
  }
  const z = t * t;
  const w = z * z;
  const s1 =
    z *
    (0.3333333333333293 +
      w *
        (0.14285714272503466 +
          w *
            (0.09090887133436507 +
              w * (0.06661073137387531 + w * (0.049768779946159324 + w * 0.016285820115365782)))));
  const s2 =
    w *
    (-0.19999999999876483 +
      w *
        (-0.11111110405462356 +
          w * (-0.0769187620504483 + w * (-0.058335701337905735 + w * -0.036531572744216916))));
  if (id < 0) return negative ? -(t - t * (s1 + s2)) : t - t * (s1 + s2);
  const r = (ATAN_HI[id] as number) - (t * (s1 + s2) - (ATAN_LO[id] as number) - t);
  return negative ? -r : r;
}

/** The angle of the point (x, y) from the +x axis, in (−π, π]. */
export function atan2(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  // Signed zeros as in IEEE 754 (and Math.atan2): −0 counts as below the x axis.
  const below = y < 0 || (y === 0 && 1 / y < 0);
  const left = x < 0 || (x === 0 && 1 / x < 0);
  if (y === 0) return left ? (below ? -PI : PI) : below ? -0 : 0;
  if (x === 0) return below ? -HALF_PI : HALF_PI;
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    // Infinite arguments: the limiting direction.
    const fx = Number.isFinite(x) ? 0 : Math.sign(x);
    const fy = Number.isFinite(y) ? 0 : Math.sign(y);
    if (fx === 0) return below ? -HALF_PI : HALF_PI;
    if (fy === 0) return left ? (below ? -PI : PI) : below ? -0 : 0;
    const corner = left ? PI - PI / 4 : PI / 4;
    return below ? -corner : corner;
  }
  const a = atan(Math.abs(y / x));
  if (!left) return below ? -a : a;
  return below ? -(PI - a) : PI - a;
}

/** √(x² + y² + …) without the host's Math.hypot (whose rounding differs between engines). */
export function hypot(...values: number[]): number {
  let sum = 0;
  for (const v of values) sum += v * v;
  return Math.sqrt(sum);
}
