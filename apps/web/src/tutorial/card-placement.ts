// Where the guided game's card goes: in a corner of the screen that leaves the control the step asks
// for uncovered, and, when no corner can (a phone, a tall card), how far to scroll the page so that the
// control comes into the part of the screen the card leaves free.

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type Corner = 'bottom-right' | 'top-right' | 'bottom-left' | 'top-left';

/** Tried in this order when several corners leave the control free: the card's usual place first. */
export const CORNERS: readonly Corner[] = ['bottom-right', 'top-right', 'bottom-left', 'top-left'];

export interface Frame {
  /** The viewport's size. */
  width: number;
  height: number;
  /** The first line a card at the top may use (below a header that stays on screen). */
  topInset: number;
  /** Between the card and the screen's edge. */
  margin: number;
  /** Kept free between the card and the control (the ring drawn around it). */
  gap: number;
}

export function cardBox(corner: Corner, card: { width: number; height: number }, frame: Frame): Box {
  const top = corner.startsWith('top') ? frame.topInset : frame.height - frame.margin - card.height;
  const left = corner.endsWith('left') ? frame.margin : frame.width - frame.margin - card.width;
  return { top, left, width: card.width, height: card.height };
}

/** The area two boxes share, with `gap` kept around the second. */
export function overlap(a: Box, b: Box, gap = 0): number {
  const width = Math.min(a.left + a.width, b.left + b.width + gap) - Math.max(a.left, b.left - gap);
  const height = Math.min(a.top + a.height, b.top + b.height + gap) - Math.max(a.top, b.top - gap);
  return width > 0 && height > 0 ? width * height : 0;
}

/** How much of the control (with the frame's gap around it) a card in `corner` covers. */
export function covered(
  corner: Corner,
  target: Box,
  card: { width: number; height: number },
  frame: Frame,
): number {
  return overlap(cardBox(corner, card, frame), target, frame.gap);
}

/**
 * The corner whose card covers least of the control: the one it has now while that covers nothing,
 * else the first of `CORNERS` that covers nothing, else the one that covers least.
 */
export function chooseCorner(
  target: Box | null,
  card: { width: number; height: number },
  frame: Frame,
  now?: Corner,
): Corner {
  if (!target) return now ?? CORNERS[0]!;
  const covers = (corner: Corner) => covered(corner, target, card, frame);
  if (now && covers(now) === 0) return now;
  let best = CORNERS[0]!;
  for (const corner of CORNERS) if (covers(corner) < covers(best)) best = corner;
  return best;
}

/** How far the page can scroll from where it is: up to its top, down to its end. */
export interface ScrollRoom {
  up: number;
  down: number;
}

/**
 * How far to scroll the page down (negative: up) so that some corner's card no longer covers the
 * control: the least scroll, within the room the page has, that brings the control into the band a top
 * or a bottom card leaves free; 0 when a corner already leaves it free, or when no band can take it.
 */
export function clearingScroll(
  target: Box,
  card: { width: number; height: number },
  frame: Frame,
  room: ScrollRoom = { up: Number.POSITIVE_INFINITY, down: Number.POSITIVE_INFINITY },
): number {
  if (CORNERS.some((corner) => covered(corner, target, card, frame) === 0)) return 0;
  const bands = [
    // Under a card at the top.
    { top: frame.topInset + card.height + frame.gap, bottom: frame.height - frame.margin },
    // Over a card at the bottom.
    { top: frame.topInset, bottom: frame.height - frame.margin - card.height - frame.gap },
  ];
  let best: number | undefined;
  for (const band of bands) {
    if (target.height > band.bottom - band.top) continue;
    const below = target.top + target.height - band.bottom;
    const above = band.top - target.top;
    const delta = below > 0 ? below : above > 0 ? -above : 0;
    if (delta > room.down || -delta > room.up) continue;
    if (best === undefined || Math.abs(delta) < Math.abs(best)) best = delta;
  }
  return best ?? 0;
}
