// Where each die's value badge goes over the picture. Above the die's box is where the eye looks first,
// but a die at the picture's top edge would lose its badge outside the picture, and one whose neighbour
// lies just above it would put its value inside the neighbour's outline, where it reads as the
// neighbour's value. So each badge takes the first of a few spots around or inside its own box that
// stays in the picture and clear of the other dice and of the badges already placed.

type Box = readonly [number, number, number, number];

export interface BadgeSpot {
  x: number;
  y: number;
}

/** The spots tried for a box's badge of radius r, in the order a player looks for them. */
function candidates([x, y, w, h]: Box, r: number): BadgeSpot[] {
  const middle = x + w / 2;
  return [
    { x: middle, y: y - r },
    { x: middle, y: y + h + r },
    { x: x + r, y: y + r },
    { x: x + w - r, y: y + r },
    { x: x + r, y: y + h - r },
    { x: x + w - r, y: y + h - r },
    { x: x - r, y: y + h / 2 },
    { x: x + w + r, y: y + h / 2 },
  ];
}

function insideFrame({ x, y }: BadgeSpot, r: number, frame: { width: number; height: number }): boolean {
  return x - r >= 0 && y - r >= 0 && x + r <= frame.width && y + r <= frame.height;
}

/** Whether a circle of radius r at the spot reaches into the box (its edge counts as clear). */
function touchesBox({ x, y }: BadgeSpot, r: number, [bx, by, bw, bh]: Box): boolean {
  const dx = Math.max(bx - x, 0, x - (bx + bw));
  const dy = Math.max(by - y, 0, y - (by + bh));
  return dx * dx + dy * dy < r * r;
}

function touchesBadge(a: BadgeSpot, b: BadgeSpot, r: number): boolean {
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2 < 4 * r * r;
}

/** The spot keeping a circle of radius r inside the frame nearest to the given one. */
function pulledInside({ x, y }: BadgeSpot, r: number, frame: { width: number; height: number }): BadgeSpot {
  const clamp = (value: number, high: number) => Math.min(Math.max(value, r), Math.max(r, high - r));
  return { x: clamp(x, frame.width), y: clamp(y, frame.height) };
}

/**
 * The centre of each box's badge (radius r), in the boxes' order: the first spot of `candidates` inside
 * the frame and clear of every other box and earlier badge; failing that, the first inside the frame and
 * clear of the earlier badges; failing that, the spot above the box pulled into the frame.
 */
export function badgeSpots(
  boxes: readonly Box[],
  r: number,
  frame: { width: number; height: number },
): BadgeSpot[] {
  const placed: BadgeSpot[] = [];
  for (const [i, box] of boxes.entries()) {
    const tried = candidates(box, r);
    const spots = tried.filter((spot) => insideFrame(spot, r, frame));
    const clearOfBadges = spots.filter((spot) => placed.every((other) => !touchesBadge(spot, other, r)));
    const clear = clearOfBadges.find((spot) =>
      boxes.every((other, j) => j === i || !touchesBox(spot, r, other)),
    );
    placed.push(clear ?? clearOfBadges[0] ?? pulledInside(tried[0]!, r, frame));
  }
  return placed;
}
