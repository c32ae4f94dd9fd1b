// When the camera may propose a throw: the same dice, with the same values, in about the same places,
// in several frames in a row, and exactly as many as were thrown. A die still rolling, a hand over the
// table or a die out of the picture breaks the run, so a proposal waits for the throw to settle.
import type { DiceReading } from './reading.ts';

/** Frames in a row that must agree before a throw is proposed. */
export const FRAMES_TO_AGREE = 3;

const centre = ({ box: [x, y, w, h] }: DiceReading) => [x + w / 2, y + h / 2] as const;

/** The dice in reading order: left to right, as they lie on the table (top to bottom for a tie). */
export function inReadingOrder(dice: readonly DiceReading[]): DiceReading[] {
  return [...dice].sort((a, b) => centre(a)[0] - centre(b)[0] || centre(a)[1] - centre(b)[1]);
}

/**
 * Whether two frames show the same dice: one to one, each die of `later` has a die of `earlier` with the
 * same value whose centre lies within half a die's size of its own.
 */
export function sameDice(earlier: readonly DiceReading[], later: readonly DiceReading[]): boolean {
  if (earlier.length !== later.length) return false;
  const unmatched = [...earlier];
  for (const die of later) {
    const [x, y] = centre(die);
    const reach = (die.box[2] + die.box[3]) / 4;
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    unmatched.forEach((other, index) => {
      if (other.value !== die.value) return;
      const [ox, oy] = centre(other);
      const distance = Math.max(Math.abs(ox - x), Math.abs(oy - y));
      if (distance <= reach && distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    if (best < 0) return false;
    unmatched.splice(best, 1);
  }
  return true;
}

/**
 * Follows the frames of one throw. `push` takes each frame's reading and answers the proposed dice, in
 * reading order, once the last `frames` frames agree and show exactly `expected` dice; else null.
 */
export class FrameAgreement {
  private run: DiceReading[][] = [];

  constructor(
    readonly expected: number,
    readonly frames = FRAMES_TO_AGREE,
  ) {}

  push(reading: readonly DiceReading[]): DiceReading[] | null {
    const last = this.run.at(-1);
    if (reading.length !== this.expected) this.run = [];
    else if (last && sameDice(last, reading)) this.run.push([...reading]);
    else this.run = [[...reading]];
    return this.run.length >= this.frames ? inReadingOrder(reading) : null;
  }

  /** Frames in a row so far that show the expected count and agree (for the progress shown). */
  get agreeing(): number {
    return this.run.length;
  }

  reset(): void {
    this.run = [];
  }
}
