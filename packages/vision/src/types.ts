/** Pixels of one picture: grey (one byte a pixel) or RGBA (four), rows top to bottom. */
export interface DiceImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  channels: 1 | 4;
}

export type DieValue = 1 | 2 | 3 | 4 | 5 | 6;

/** One die seen in a picture: the face up, its box `[x, y, w, h]` in pixels, and how sure the reader is (0–1). */
export interface DiceReading {
  value: DieValue;
  box: [x: number, y: number, w: number, h: number];
  confidence: number;
}
