// The arithmetic of the flick gesture and of turning the board, kept free of three.js and the DOM
// so it can be tested on its own. Whatever feeds a flick uses the engine's own trigonometry, never the
// host's, so the same swipe is the same flick in every browser.
import { deterministicMath } from '@dicetable/engine';

const TAU = Math.PI * 2;

/** An angle in [0, 2π). */
export function normaliseAngle(angle: number): number {
  const a = angle % TAU;
  const wrapped = a < 0 ? a + TAU : a;
  // A remainder a hair below zero wraps to 2π itself; and a whole turn back leaves −0, which Intl would
  // write as "−0". Adding +0 makes −0 into 0.
  return wrapped >= TAU ? 0 : wrapped + 0;
}

/** The signed difference b − a, wrapped to (−π, π]: how far to turn from a to reach b. */
export function angleDelta(a: number, b: number): number {
  let d = (b - a) % TAU;
  if (d > Math.PI) d -= TAU;
  if (d <= -Math.PI) d += TAU;
  return d;
}

/** Direction of travel in the board plane, as the physics contract measures it: 0 = +x, π/2 = +z. */
export function directionOf(dx: number, dz: number): number {
  return normaliseAngle(deterministicMath.atan2(dz, dx));
}

/**
 * Where the finger lands on the die, as seen on screen, sets the height of the push: the lower half
 * of the die's image (its near side, close to the board) gives 0 = slide, the upper part gives 1 =
 * tip over. `offsetY` is the touch point's screen offset below the die's centre; `reach` the distance
 * from the centre at which the extremes are reached.
 */
export function heightFromOffset(offsetY: number, reach: number): number {
  if (reach <= 0) return 0.5;
  return clamp01(0.5 - offsetY / (2 * reach));
}

/**
 * Strength 0…1 of a swipe pulled `pull` beyond the die's touch zone (board metres), with `fullPull` for
 * the hardest flick. The pull sets the speed the die leaves the finger at: the engine's speed grows with
 * the square root of the strength, so the strength is the square of the pull. A die slides a distance
 * in proportion to its speed squared, and so to the strength: half the pull, a quarter of the slide. The
 * low end is gentle: a tenth of the full pull is 1% strength, about 5 mm on the board, a nudge.
 */
export function strengthFromPull(pull: number, fullPull: number): number {
  if (fullPull <= 0) return 0;
  const share = clamp01(pull / fullPull);
  return share * share;
}

/** The length of a board vector, with no host maths that could differ between browsers. */
export function boardLength(dx: number, dz: number): number {
  return Math.sqrt(dx * dx + dz * dz);
}

export function clamp01(value: number): number {
  return Math.min(Math.max(value, 0), 1);
}

export type HeightKind = 'slide' | 'push' | 'tumble';

/** How a push at this height behaves, in words the aim guide shows. */
export function heightKind(height: number): HeightKind {
  if (height < 0.34) return 'slide';
  if (height < 0.67) return 'push';
  return 'tumble';
}

/** A direction in whole degrees in [0, 360). */
export function directionDegrees(direction: number): number {
  return Math.round((normaliseAngle(direction) * 180) / Math.PI) % 360;
}

/**
 * Converts a direction as the player sees it (degrees, 0° = away from the viewer, clockwise on screen)
 * into the board's direction, given how far the board is turned.
 */
export function screenToBoardDirection(screenDegrees: number, turn: number): number {
  return normaliseAngle(-Math.PI / 2 + (screenDegrees * Math.PI) / 180 + turn);
}

/** The inverse of screenToBoardDirection, rounded to whole degrees in [0, 360). */
export function boardToScreenDegrees(direction: number, turn: number): number {
  return directionDegrees(direction - turn + Math.PI / 2);
}
