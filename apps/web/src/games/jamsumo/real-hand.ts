// A real hand: every flick strays a little from the one aimed at, as a finger does. The spread goes from
// 0 ("steady": the flick as aimed) to 1 ("real hand": a quick flick by an ordinary player). The
// imprecision is seeded and uses plain integer and float arithmetic only (no host Math.sin & co.), and
// the log records the flick actually made, so replays stay exact whatever the seed was.
import type { Flick } from '@dicetable/engine';

/** Standard deviations at spread 1. */
const DIRECTION_SD = 0.1; // radians, about 6°
const STRENGTH_SD = 0.1; // relative to the strength aimed at
const HEIGHT_SD = 0.1; // of the die's side

export interface HandNoise {
  /** 0 (steady) … 1 (a real hand). */
  readonly spread: number;
  /** Any 32-bit integer; the same seed gives the same imprecision. */
  readonly seed: number;
}

/** Uniform numbers in [0, 1) from a 32-bit seed (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bell-shaped, mean 0 and standard deviation 1: the sum of four uniform numbers, scaled. */
function bell(random: () => number): number {
  return (random() + random() + random() + random() - 2) * 1.7320508075688772;
}

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : Math.min(x, hi));

/** The flick a hand makes when it aims at `aimed`. */
export function impreciseFlick(aimed: Flick, noise: HandNoise): Flick {
  const spread = clamp(Number.isFinite(noise.spread) ? noise.spread : 0, 0, 1);
  if (spread === 0) return aimed;
  const random = seeded(noise.seed);
  return {
    die: aimed.die,
    direction: aimed.direction + spread * DIRECTION_SD * bell(random),
    strength: clamp(aimed.strength * (1 + spread * STRENGTH_SD * bell(random)), 0, 1),
    height: clamp(aimed.height + spread * HEIGHT_SD * bell(random), 0, 1),
  };
}

/** A fresh seed for the next flick. */
export function handSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!;
}
