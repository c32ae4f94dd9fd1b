// A player's hand: the flick meant (the aim) and the flick the finger makes differ by the engine's
// seeded imprecision of a real hand (flick-noise.ts), the same a person's flick gets. The log records
// direction, strength, height and the sideways offset, so the flick made keeps those four.
import { DEFAULT_HAND_SPREAD, impreciseFlick } from '@dicetable/engine';
import type { FlickMove } from '@dicetable/engine/jamsumo-table';

/** A person's hand unless they choose otherwise. */
export const PERSON_SPREAD = DEFAULT_HAND_SPREAD;

/** The flick made when a hand of `spread` (0 steady … 1 a real hand) aims `aim`, seeded by `seed`. */
export function handFlick(aim: FlickMove, spread: number, seed: number): FlickMove {
  const { direction, strength, height, offset } = aim;
  const made = impreciseFlick(
    { die: aim.die, direction, strength, height, ...(offset !== undefined ? { offset } : {}) },
    { spread, seed },
  );
  const { direction: d, strength: s, height: h, offset: o } = made;
  return { ...aim, direction: d, strength: s, height: h, ...(o !== undefined ? { offset: o } : {}) };
}
