// A real hand: the imprecision of a finger, seeded so that the flick actually made can be recorded and
// replayed. From 0 ("steady": the flick as aimed) to 1 ("real hand": a quick flick by an ordinary
// player); in between the spread grows in proportion. Plain arithmetic only (no host Math.sin & co.),
// so every engine makes the same flick from the same seed.
import type { Flick } from './physics-types.ts';
import { seededRandom } from './seeded-random.ts';

/** Standard deviations at spread 1. */
export const HAND_DIRECTION_SD = 0.1; // radians (about 6°)
export const HAND_STRENGTH_SD = 0.1; // relative to the strength aimed at
export const HAND_HEIGHT_SD = 0.1; // of the die's height
export const HAND_OFFSET_SD = 0.3; // of half the die's size, sideways
/** The spread a player gets unless they choose otherwise: a careful finger still aims. */
export const DEFAULT_HAND_SPREAD = 0.35;

export interface FlickNoise {
  /** 0 (steady) … 1 (a real hand). */
  readonly spread: number;
  /** Any 32-bit integer; the same seed gives the same imprecision. */
  readonly seed: number;
}

/** A bell-shaped number with mean 0 and standard deviation 1 (the sum of four uniform numbers). */
function bell(random: () => number): number {
  return (random() + random() + random() + random() - 2) * 1.7320508075688772;
}

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : Math.min(x, hi));

/** The flick a hand makes when it aims at `aimed`. */
export function impreciseFlick(aimed: Flick, noise: FlickNoise): Flick {
  const spread = clamp(Number.isFinite(noise.spread) ? noise.spread : 0, 0, 1);
  if (spread === 0) return aimed;
  const random = seededRandom(noise.seed);
  const direction = aimed.direction + spread * HAND_DIRECTION_SD * bell(random);
  const strength = clamp(aimed.strength * (1 + spread * HAND_STRENGTH_SD * bell(random)), 0, 1);
  const height = clamp(aimed.height + spread * HAND_HEIGHT_SD * bell(random), 0, 1);
  const offset = clamp((aimed.offset ?? 0) + spread * HAND_OFFSET_SD * bell(random), -1, 1);
  return { die: aimed.die, direction, strength, height, offset };
}
