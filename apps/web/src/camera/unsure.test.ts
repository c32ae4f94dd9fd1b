import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceReading } from './reading.ts';
import { isUnsure, SET_BY_PLAYER, UNSURE_BELOW } from './unsure.ts';

const die = (confidence: number): DiceReading => ({ value: 3, box: [0, 0, 60, 60], confidence });

describe('isUnsure', () => {
  it('marks a die read with less confidence than UNSURE_BELOW, and no other', () => {
    expect(isUnsure(die(0.29))).toBe(true);
    expect(isUnsure(die(UNSURE_BELOW))).toBe(false);
    expect(isUnsure(die(0.9))).toBe(false);
  });

  it('never marks a die the player set', () => {
    expect(isUnsure(die(SET_BY_PLAYER))).toBe(false);
  });

  it('marks more dice as the confidence falls, never fewer', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          if (isUnsure(die(high))) expect(isUnsure(die(low))).toBe(true);
        },
      ),
    );
  });
});
