import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceLookSmall, SMALL_DIE_PX } from './dice-size.ts';
import type { DiceReading } from './reading.ts';

const die = (side: number, x = 0): DiceReading => ({
  value: 3,
  box: [x, 0, side, side * 0.8],
  confidence: 0.9,
});
const FRAME = { width: 640, height: 480 };

describe('diceLookSmall', () => {
  it('asks to come closer when half the dice or more are under the size the reader reads well', () => {
    expect(diceLookSmall([die(30), die(30), die(60), die(60)], FRAME)).toBe(true);
    expect(diceLookSmall([die(30), die(60), die(60)], FRAME)).toBe(false);
    expect(diceLookSmall([die(SMALL_DIE_PX - 1)], FRAME)).toBe(true);
    expect(diceLookSmall([die(SMALL_DIE_PX)], FRAME)).toBe(false);
  });

  it('says nothing while no die is seen', () => {
    expect(diceLookSmall([], FRAME)).toBe(false);
  });

  it('measures the dice as a 640 px frame would show them, whatever the frame size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 5, max: 200 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        (sides, zoom) => {
          const dice = sides.map((side, i) => die(side, i * 210));
          const larger = sides.map((side, i) => die(side * zoom, i * 210 * zoom));
          expect(diceLookSmall(larger, { width: 640 * zoom, height: 480 * zoom })).toBe(
            diceLookSmall(dice, FRAME),
          );
        },
      ),
    );
  });
});
