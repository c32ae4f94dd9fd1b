import { DETECTOR_WEIGHTS } from './detector-weights.ts';
import { type ConvLayer, lazyWeights, parameterCount, runConvs, type Tensor } from './tensor.ts';
import type { DiceImage } from './types.ts';

/** The net's input side: camera frames of 640×480 are read at 320×240. Mirrors training/train_detector.py. */
export const INPUT_SIDE = 320;
const STRIDE = 8;
const conv = (inChannels: number, outChannels: number, stride: number, dilation: number): ConvLayer => ({
  inChannels,
  outChannels,
  size: 3,
  stride,
  dilation,
  relu: true,
});
const LAYERS: readonly ConvLayer[] = [
  conv(3, 8, 2, 1),
  conv(8, 16, 2, 1),
  conv(16, 24, 2, 1),
  conv(24, 24, 1, 1),
  conv(24, 24, 1, 2),
  conv(24, 24, 1, 4),
  // The heat of a die's centre, the centre's offset within its cell, and the log of the box size.
  { inChannels: 24, outChannels: 5, size: 1, stride: 1, dilation: 1, relu: false },
];

const weights = lazyWeights(
  'detector',
  DETECTOR_WEIGHTS,
  LAYERS.reduce((sum, layer) => sum + parameterCount(layer), 0),
);

/** RGB in −0.5…0.5, averaged down so that the longer side is `side`, each side a multiple of STRIDE. */
export function inputTensor(
  image: DiceImage,
  side = INPUT_SIDE,
): { tensor: Tensor; scaleX: number; scaleY: number } {
  const { width, height, data, channels } = image;
  const fit = Math.min(1, side / Math.max(width, height));
  const w = Math.max(STRIDE, Math.round((width * fit) / STRIDE) * STRIDE);
  const h = Math.max(STRIDE, Math.round((height * fit) / STRIDE) * STRIDE);
  const scaleX = width / w;
  const scaleY = height / h;
  const out = new Float32Array(3 * w * h);
  const plane = w * h;
  for (let y = 0; y < h; y++) {
    const sy0 = Math.floor(y * scaleY);
    const sy1 = Math.max(sy0 + 1, Math.floor((y + 1) * scaleY));
    for (let x = 0; x < w; x++) {
      const sx0 = Math.floor(x * scaleX);
      const sx1 = Math.max(sx0 + 1, Math.floor((x + 1) * scaleX));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = sy0; sy < sy1; sy++) {
        let i = (sy * width + sx0) * channels;
        for (let sx = sx0; sx < sx1; sx++, i += channels) {
          r += data[i]!;
          g += data[channels === 1 ? i : i + 1]!;
          b += data[channels === 1 ? i : i + 2]!;
        }
      }
      const k = 1 / (255 * (sy1 - sy0) * (sx1 - sx0));
      const at = y * w + x;
      out[at] = r * k - 0.5;
      out[plane + at] = g * k - 0.5;
      out[2 * plane + at] = b * k - 0.5;
    }
  }
  return { tensor: { channels: 3, height: h, width: w, data: out }, scaleX, scaleY };
}

export function runDetector(input: Tensor): Tensor {
  return runConvs(input, LAYERS, weights());
}

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

/** A place the detector takes for a die: its box in the input picture's pixels and the heat of its centre. */
export interface Detection {
  box: [x: number, y: number, w: number, h: number];
  score: number;
}

/** Cells whose heat is a local maximum above `threshold` become dice, in input pixels. */
export function decodeDetections(
  out: Tensor,
  scaleX: number,
  scaleY: number,
  threshold: number,
): Detection[] {
  const { width: w, height: h, data } = out;
  const plane = w * h;
  const found: Detection[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const heat = data[i]!;
      let peak = sigmoid(heat) >= threshold;
      for (let dy = -1; dy <= 1 && peak; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx || dy) && nx >= 0 && ny >= 0 && nx < w && ny < h && data[ny * w + nx]! > heat) {
            peak = false;
            break;
          }
        }
      }
      if (!peak) continue;
      const cx = (x + data[plane + i]!) * STRIDE * scaleX;
      const cy = (y + data[2 * plane + i]!) * STRIDE * scaleY;
      const bw = Math.exp(data[3 * plane + i]!) * STRIDE * scaleX;
      const bh = Math.exp(data[4 * plane + i]!) * STRIDE * scaleY;
      found.push({ box: [cx - bw / 2, cy - bh / 2, bw, bh], score: sigmoid(heat) });
    }
  }
  return found;
}
