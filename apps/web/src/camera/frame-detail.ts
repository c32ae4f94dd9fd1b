// Frames read in more detail when the dice look small. A tablet held at a comfortable height shows dice
// 20–40 px across in a frame of 640 px, where the reader reads few of them right; the camera itself gives
// twice as many pixels. So once the dice look small (or none is seen), frames are read at DETAILED_LONG_SIDE,
// where the reader looks again, closer, and reads each die from twice the pixels. Dice of a good size bring
// the frames back to 640 px, which read four times faster. The readings of a detailed frame are brought back
// to the 640 px frame's pixels, so that the outlines, the agreement of frames and the advice to come closer
// do not depend on the detail a frame was read in.
import { diceLookSmall, SMALL_DIE_PX } from './dice-size.ts';
import type { DiceReading } from './reading.ts';

/** The longer side of a detailed frame: the reader's closer look needs at least 1280 px. */
export const DETAILED_LONG_SIDE = 1280;

/**
 * Dice this much larger than small keep detailed frames detailed: without the margin, dice about the
 * small size would switch the detail every other frame, and each switch moves their boxes a little.
 */
const LEAVE_MARGIN = 1.25;

/** Whether the next frame is read in detail, from what the last one showed (in 640 px frame pixels). */
export function readInDetail(
  detailed: boolean,
  dice: readonly DiceReading[],
  frame: { width: number; height: number },
): boolean {
  if (dice.length === 0) return true;
  return diceLookSmall(dice, frame, detailed ? SMALL_DIE_PX * LEAVE_MARGIN : SMALL_DIE_PX);
}

/** The readings of a frame `factor` times the shown frame's size, in the shown frame's pixels. */
export function inShownFrame(dice: readonly DiceReading[], factor: number): DiceReading[] {
  if (factor === 1) return [...dice];
  return dice.map((die) => ({
    ...die,
    box: [die.box[0] / factor, die.box[1] / factor, die.box[2] / factor, die.box[3] / factor],
  }));
}
