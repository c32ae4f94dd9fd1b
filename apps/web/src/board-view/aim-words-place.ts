// Where the aim's words go on the board: at its top, unless the aimed die or its landing ring lies
// there (a die on the far platform, a phone's narrow board, three lines of words) and nothing lies at
// its foot: then at the foot, with the board's other messages.
import type { ScreenPoint } from './types.ts';

/** How far down from the board's top the words may reach before they are first drawn: three lines and their margin. */
export const AIM_WORDS_BAND_PX = 110;
/** Between the board's edge and the words (0.75rem): with their drawn height, the band they cover. */
export const AIM_WORDS_MARGIN_PX = 12;

export function aimWordsAtFoot(
  points: readonly ScreenPoint[],
  boardHeight: number,
  band = AIM_WORDS_BAND_PX,
): boolean {
  const underTop = points.some((point) => point.y < band);
  const overFoot = points.some((point) => boardHeight - point.y < band);
  return underTop && !overFoot;
}
