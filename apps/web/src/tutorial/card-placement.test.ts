import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  CORNERS,
  cardBox,
  chooseCorner,
  clearingScroll,
  type Frame,
  overlap,
} from './card-placement.ts';

const SCREENS = [
  { width: 1180, height: 820, card: { width: 416, height: 260 } },
  { width: 820, height: 1180, card: { width: 416, height: 300 } },
  { width: 390, height: 844, card: { width: 366, height: 380 } },
];

const frameOf = (screen: (typeof SCREENS)[number], topInset: number): Frame => ({
  width: screen.width,
  height: screen.height,
  topInset,
  margin: 12,
  gap: 18,
});

/** A screen, a card on it, and a control somewhere on or near the screen. */
const arrangement = fc
  .record({
    screen: fc.constantFrom(...SCREENS),
    topInset: fc.integer({ min: 12, max: 120 }),
    left: fc.integer({ min: 0, max: 1100 }),
    top: fc.integer({ min: -400, max: 1500 }),
    width: fc.integer({ min: 30, max: 400 }),
    height: fc.integer({ min: 30, max: 420 }),
  })
  .map(({ screen, topInset, left, top, width, height }) => ({
    frame: frameOf(screen, topInset),
    card: screen.card,
    target: { top, left: Math.min(left, screen.width - width), width, height } satisfies Box,
  }));

describe('the guided game card', () => {
  it('leaves the control uncovered whenever some corner can', () => {
    fc.assert(
      fc.property(arrangement, fc.option(fc.constantFrom(...CORNERS), { nil: undefined }), (a, now) => {
        const chosen = chooseCorner(a.target, a.card, a.frame, now);
        const covered = (corner: (typeof CORNERS)[number]) =>
          overlap(cardBox(corner, a.card, a.frame), a.target, a.frame.gap);
        if (CORNERS.some((corner) => covered(corner) === 0)) expect(covered(chosen)).toBe(0);
        else for (const corner of CORNERS) expect(covered(chosen)).toBeLessThanOrEqual(covered(corner));
      }),
    );
  });

  it('stays in its corner while that leaves the control free, so it does not jump as the page scrolls', () => {
    const frame = frameOf(SCREENS[0]!, 80);
    const target = { top: 100, left: 100, width: 60, height: 60 };
    expect(chooseCorner(target, SCREENS[0]!.card, frame, 'top-right')).toBe('top-right');
    expect(chooseCorner(target, SCREENS[0]!.card, frame)).toBe('bottom-right');
    // A control under the bottom-right corner sends it to the top.
    const low = { top: 700, left: 1000, width: 60, height: 60 };
    expect(chooseCorner(low, SCREENS[0]!.card, frame)).toBe('top-right');
  });

  it('scrolls only as far as the page can', () => {
    fc.assert(
      fc.property(arrangement, fc.record({ up: fc.nat(600), down: fc.nat(600) }), (a, room) => {
        const delta = clearingScroll(a.target, a.card, a.frame, room);
        expect(delta).toBeLessThanOrEqual(room.down);
        expect(-delta).toBeLessThanOrEqual(room.up);
      }),
    );
  });

  it('on a phone, scrolls a control the card would cover into the part of the screen it leaves free', () => {
    fc.assert(
      fc.property(arrangement, (a) => {
        const delta = clearingScroll(a.target, a.card, a.frame);
        const scrolled = { ...a.target, top: a.target.top - delta };
        const free = (box: Box) =>
          CORNERS.some((corner) => overlap(cardBox(corner, a.card, a.frame), box, a.frame.gap) === 0);
        const band = a.frame.height - a.frame.margin - a.frame.topInset - a.card.height - a.frame.gap;
        if (a.target.height <= band) expect(free(scrolled)).toBe(true);
        if (free(a.target)) expect(delta).toBe(0);
      }),
    );
  });

  it('scrolls no further than it must', () => {
    const phone = SCREENS[2]!;
    const frame = frameOf(phone, 12);
    // A sheet cell low on a phone's screen is clear of a card at the top: no scroll.
    expect(clearingScroll({ top: 600, left: 200, width: 50, height: 50 }, phone.card, frame)).toBe(0);
    // Halfway down, a card at either end covers it: the nearer band is just below a card at the top
    // (12 + 380 + 18 = 410 px), 10 px away, rather than above one at the bottom, 16 px away.
    expect(clearingScroll({ top: 400, left: 200, width: 50, height: 50 }, phone.card, frame)).toBe(-10);
    // At the top of the page it cannot scroll up: it scrolls down above a card at the bottom instead.
    expect(
      clearingScroll({ top: 400, left: 200, width: 50, height: 50 }, phone.card, frame, { up: 0, down: 500 }),
    ).toBe(16);
    // With no room either way, it stays.
    expect(
      clearingScroll({ top: 400, left: 200, width: 50, height: 50 }, phone.card, frame, { up: 0, down: 0 }),
    ).toBe(0);
  });
});
