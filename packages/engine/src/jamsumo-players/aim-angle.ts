// The direction from one point of the board to another, in plain IEEE arithmetic (+, −, ×, ÷ and
// square roots, which every JavaScript engine rounds alike): the host's Math.atan2 may differ in the
// last bit between browser engines, and a planned direction feeds the simulation and the log.

export const PI = Math.PI;
const HALF_PI = 1.5707963267948966;

/** atan on [0, 1]: two half-angle steps bring the argument under tan(π/16), then a short series. */
function atanUnit(t: number): number {
  let u = t / (1 + Math.sqrt(1 + t * t));
  u = u / (1 + Math.sqrt(1 + u * u));
  const u2 = u * u;
  let sum = 0;
  for (let k = 21; k >= 1; k -= 2) sum = 1 / k - u2 * sum;
  return 4 * u * sum;
}

/** The angle of the point (x, y) from the +x axis, in (−π, π]. */
export function atan2(y: number, x: number): number {
  const below = y < 0 || (y === 0 && 1 / y < 0);
  if (x === 0 && y === 0) return 1 / x < 0 ? (below ? -PI : PI) : y;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const a = ay <= ax ? atanUnit(ay / ax) : HALF_PI - atanUnit(ax / ay);
  const upper = x > 0 || (x === 0 && 1 / x > 0) ? a : PI - a;
  return below ? -upper : upper;
}
