import type { DiceImage } from './types.ts';

/** A grey picture the reader works on, possibly smaller than the input (`scale` = input pixels per grey pixel). */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
  scale: number;
}

/**
 * Luma (BT.601 weights in 8.8 fixed point), averaged over `scale`×`scale` input pixels so that large photos
 * cost no more than `maxSide` pixels a side.
 */
export function toGrey(image: DiceImage, maxSide: number): GreyImage {
  const { width, height, data, channels } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`invalid image size ${width}×${height}`);
  }
  if (data.length < width * height * channels) {
    throw new RangeError(`image data holds ${data.length} bytes, ${width}×${height}×${channels} needed`);
  }
  const scale = Math.max(1, Math.ceil(Math.max(width, height) / maxSide));
  const w = Math.floor(width / scale);
  const h = Math.floor(height / scale);
  const out = new Uint8Array(w * h);
  const area = scale * scale;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < scale; dy++) {
        let i = ((y * scale + dy) * width + x * scale) * channels;
        for (let dx = 0; dx < scale; dx++, i += channels) {
          sum += channels === 1 ? data[i]! : (77 * data[i]! + 150 * data[i + 1]! + 29 * data[i + 2]!) >> 8;
        }
      }
      out[y * w + x] = Math.round(sum / area);
    }
  }
  return { width: w, height: h, data: out, scale };
}
