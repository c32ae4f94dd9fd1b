// A hand's imprecision: the flick a player means (the aim) and the flick the finger makes differ by a
// little seeded scatter in direction, strength and height. Plain IEEE arithmetic only (no host
// Math.log or Math.cos), so a flick made here is the same in every JavaScript engine.
import type { FlickMove } from '../jamsumo-table/index.ts';

/** Standard deviations of one flick's scatter. */
export interface HandSpread {
  /** Of the direction, radians. */
  readonly direction: number;
  /** Of the strength, as a share of the strength meant. */
  readonly strength: number;
  /** Of the height, absolute (height runs 0…1). */
  readonly height: number;
}

/** The small spread of a real finger: a careful player still hits what they aim at across the board. */
export const PERSON_HAND: HandSpread = { direction: 0.03, strength: 0.05, height: 0.06 };

/** A hand `factor` times as shaky as a person's (0 = perfectly steady). */
export function scaledHand(factor: number, hand: HandSpread = PERSON_HAND): HandSpread {
  return {
    direction: hand.direction * factor,
    strength: hand.strength * factor,
    height: hand.height * factor,
  };
}

const SQRT3 = 1.7320508075688772;

/** A bell-shaped number with mean 0 and standard deviation 1 (sum of four uniforms, within ±3.5). */
export function bell(random: () => number): number {
  return (random() + random() + random() + random() - 2) * SQRT3;
}

const clamp01 = (value: number) => (value < 0 ? 0 : Math.min(value, 1));

/** One draw of a hand's scatter: three bell numbers (direction, strength, height). */
export type Scatter = readonly [number, number, number];

export function drawScatter(random: () => number): Scatter {
  return [bell(random), bell(random), bell(random)];
}

/** The flick made when `hand` aims `aim` and scatters by `scatter`. */
export function scatterFlick(aim: FlickMove, hand: HandSpread, scatter: Scatter): FlickMove {
  const direction = aim.direction + scatter[0] * hand.direction;
  const strength = clamp01(aim.strength * (1 + scatter[1] * hand.strength));
  const height = clamp01(aim.height + scatter[2] * hand.height);
  return { ...aim, direction, strength, height };
}

/** The flick actually made when `hand` aims `aim`; draws three bell numbers from `random`. */
export function handFlick(aim: FlickMove, hand: HandSpread, random: () => number): FlickMove {
  return scatterFlick(aim, hand, drawScatter(random));
}
