// Whether the dice in the picture are too small to read well. The reader's own figures
// (`dicetable bench vision --accuracy DIR --by-size` on the held-out photos) fall from 94% of dice read
// right at 80 px and more, in a frame 640 px on its longer side, to 75% at 45–80 px and 68% below:
// a player who brings the tablet closer gets a better reading than any reader could give, and a large
// picture whose dice look small is read again, closer (read-dice.ts).
import type { DiceReading } from './types.ts';

/** A die's longer side, in a frame 640 px on its longer side, below which the player is asked to come closer. */
export const SMALL_DIE_PX = 45;

/** Whether half or more of the dice seen are under `smallPx` (SMALL_DIE_PX unless given) across; false while none is seen. */
export function diceLookSmall(
  dice: readonly DiceReading[],
  frame: { width: number; height: number },
  smallPx = SMALL_DIE_PX,
): boolean {
  if (dice.length === 0) return false;
  const longSide = Math.max(frame.width, frame.height);
  const small = dice.filter(({ box: [, , w, h] }) => Math.max(w, h) * 640 < smallPx * longSide).length;
  return small * 2 >= dice.length;
}
