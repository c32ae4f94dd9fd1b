import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BadgeSpot, badgeSpots } from './badge-spots.ts';

type Box = [number, number, number, number];

/** How far the spot lies from the box (0 inside it). */
const distanceToBox = ({ x, y }: BadgeSpot, [bx, by, bw, bh]: Box) =>
  Math.hypot(Math.max(bx - x, 0, x - (bx + bw)), Math.max(by - y, 0, y - (by + bh)));

const insideFrame = ({ x, y }: BadgeSpot, r: number, frame: { width: number; height: number }) =>
  x - r >= 0 && y - r >= 0 && x + r <= frame.width && y + r <= frame.height;

describe('badgeSpots', () => {
  it('puts the badge of a die with room around it just above the middle of its box', () => {
    expect(badgeSpots([[100, 100, 80, 80]], 16, { width: 640, height: 480 })).toEqual([{ x: 140, y: 84 }]);
  });

  // Five dice as the camera outlined them in a held-out photo, the top one touching the picture's top
  // edge and a large one in the middle with a neighbour on each side.
  const frame = { width: 753, height: 715 };
  const r = 19;
  const top: Box = [363, 0, 218, 211];
  const middle: Box = [223, 143, 393, 373];
  const left: Box = [35, 221, 228, 251];
  const right: Box = [533, 251, 203, 230];
  const bottom: Box = [357, 488, 232, 227];
  const boxes = [left, middle, top, right, bottom];
  const spots = badgeSpots(boxes, r, frame);

  it('keeps the badge of a die at the top edge inside the picture, on its own die', () => {
    const spot = spots[boxes.indexOf(top)]!;
    expect(insideFrame(spot, r, frame)).toBe(true);
    expect(distanceToBox(spot, top)).toBeLessThanOrEqual(r);
  });

  it('keeps each badge out of the other dice’s outlines, where it would read as their value', () => {
    for (const [i, spot] of spots.entries()) {
      for (const [j, other] of boxes.entries()) {
        if (i !== j) expect(distanceToBox(spot, other), `badge ${i} on die ${j}`).toBeGreaterThanOrEqual(r);
      }
    }
  });

  it('keeps every badge inside the picture and beside or on its own die, wherever the dice lie', () => {
    const picture = fc
      .record({ width: fc.integer({ min: 120, max: 1920 }), height: fc.integer({ min: 120, max: 1920 }) })
      .chain((size) =>
        fc.record({
          size: fc.constant(size),
          boxes: fc.array(
            fc
              .record({
                x: fc.integer({ min: 0, max: size.width - 4 }),
                y: fc.integer({ min: 0, max: size.height - 4 }),
                w: fc.integer({ min: 4, max: 400 }),
                h: fc.integer({ min: 4, max: 400 }),
              })
              .map(
                ({ x, y, w, h }): Box => [x, y, Math.min(w, size.width - x), Math.min(h, size.height - y)],
              ),
            { maxLength: 8 },
          ),
        }),
      );
    fc.assert(
      fc.property(picture, ({ size, boxes }) => {
        const radius = Math.max(size.width, size.height) / 40;
        const placed = badgeSpots(boxes, radius, size);
        expect(placed).toHaveLength(boxes.length);
        for (const [i, spot] of placed.entries()) {
          expect(insideFrame(spot, radius, size)).toBe(true);
          // A die smaller than its badge in a corner of the picture can only have it a diagonal away.
          expect(distanceToBox(spot, boxes[i]!)).toBeLessThanOrEqual(radius * Math.SQRT2 + 1e-9);
        }
      }),
    );
  });
});
