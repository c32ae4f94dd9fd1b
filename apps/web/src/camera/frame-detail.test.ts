import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMALL_DIE_PX } from './dice-size.ts';
import { inShownFrame, readInDetail } from './frame-detail.ts';
import type { DiceReading } from './reading.ts';

const FRAME = { width: 640, height: 480 };
const dice = (...sides: number[]): DiceReading[] =>
  sides.map((side, i) => ({ value: 4, box: [i * 100, 50, side, side], confidence: 0.9 }));

describe('readInDetail', () => {
  it('reads in detail once the dice look small, or while none is seen', () => {
    expect(readInDetail(false, dice(30, 30, 60), FRAME)).toBe(true);
    expect(readInDetail(false, dice(SMALL_DIE_PX - 1), FRAME)).toBe(true);
    expect(readInDetail(false, [], FRAME)).toBe(true);
    expect(readInDetail(true, [], FRAME)).toBe(true);
  });

  it('reads 640 px frames while the dice are of a good size', () => {
    expect(readInDetail(false, dice(SMALL_DIE_PX), FRAME)).toBe(false);
    expect(readInDetail(false, dice(30, 60, 60), FRAME)).toBe(false);
    expect(readInDetail(true, dice(80, 90, 100), FRAME)).toBe(false);
  });

  it('keeps the detail for dice just over the small size, so that it does not switch every frame', () => {
    const justOver = dice(SMALL_DIE_PX + 5, SMALL_DIE_PX + 5);
    expect(readInDetail(false, justOver, FRAME)).toBe(false);
    expect(readInDetail(true, justOver, FRAME)).toBe(true);
  });

  it('settles: dice of one size keep one detail from the second frame on', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 5, max: 200 }), { maxLength: 6 }),
        fc.boolean(),
        (sides, start) => {
          const seen = dice(...sides);
          const second = readInDetail(start, seen, FRAME);
          expect(readInDetail(second, seen, FRAME)).toBe(second);
        },
      ),
    );
  });
});

describe('inShownFrame', () => {
  it('brings the boxes of a frame twice the size back to the shown frame’s pixels, values untouched', () => {
    const read: DiceReading[] = [{ value: 6, box: [200, 120, 60, 64], confidence: 0.8 }];
    expect(inShownFrame(read, 2)).toEqual([{ value: 6, box: [100, 60, 30, 32], confidence: 0.8 }]);
    expect(inShownFrame(read, 1)).toEqual(read);
  });
});
