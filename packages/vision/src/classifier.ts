import { CLASSIFIER_WEIGHTS } from './classifier-weights.ts';
import { type ConvLayer, dense, lazyWeights, parameterCount, runConvs } from './tensor.ts';
import type { DiceImage } from './types.ts';

/** The crop's side in pixels, and how many times the die's longer box side it spans (train_classifier.py). */
export const CROP = 32;
const MARGIN = 1.3;
/** Colour crops: painted pips on marbled or translucent dice often differ from the face in hue more than in brightness. */
const CHANNELS = 3;
const PLANE = CROP * CROP;
const conv = (inChannels: number, outChannels: number, stride: number): ConvLayer => ({
  inChannels,
  outChannels,
  size: 3,
  stride,
  dilation: 1,
  relu: true,
});
// The first layer keeps the crop's full resolution: a small die's pips are two or three pixels wide.
const LAYERS: readonly ConvLayer[] = [
  conv(CHANNELS, 24, 1),
  conv(24, 32, 2),
  conv(32, 48, 1),
  conv(48, 64, 2),
  conv(64, 96, 2),
];
const FLAT = 96 * 4 * 4;
/** Class 0 is "no die here"; classes 1–6 are the face values. */
const CLASSES = 7;
const CONVOLVED = LAYERS.reduce((sum, layer) => sum + parameterCount(layer), 0);
const weights = lazyWeights('classifier', CLASSIFIER_WEIGHTS, CONVOLVED + CLASSES * (FLAT + 1));

/**
 * The square of `side` pixels centred on (cx, cy) as CROP×CROP values in each of red, green and blue
 * (one plane after the other; a grey picture gives three equal planes), sampled bilinearly with the edge
 * pixels repeated outside the picture, as OpenCV's warpAffine does in training. Each plane is brought to
 * zero mean and all three to one fixed spread, so that the colour and brightness of the room's light
 * matter less than the pips.
 */
export function cropColour(image: DiceImage, cx: number, cy: number, side: number): Float32Array {
  const { width, height, data, channels } = image;
  const out = new Float32Array(CHANNELS * PLANE);
  const step = side / CROP;
  const at = (x: number, y: number) =>
    (Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * channels;
  for (let v = 0; v < CROP; v++) {
    const sy = (v - CROP / 2) * step + cy;
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let u = 0; u < CROP; u++) {
      const sx = (u - CROP / 2) * step + cx;
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const topLeft = at(x0, y0);
      const topRight = at(x0 + 1, y0);
      const bottomLeft = at(x0, y0 + 1);
      const bottomRight = at(x0 + 1, y0 + 1);
      for (let c = 0; c < CHANNELS; c++) {
        const k = channels === 1 ? 0 : c;
        const top = data[topLeft + k]! * (1 - fx) + data[topRight + k]! * fx;
        const bottom = data[bottomLeft + k]! * (1 - fx) + data[bottomRight + k]! * fx;
        out[c * PLANE + v * CROP + u] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  let squares = 0;
  for (let c = 0; c < CHANNELS; c++) {
    const plane = out.subarray(c * PLANE, (c + 1) * PLANE);
    let sum = 0;
    for (const value of plane) sum += value;
    const mean = sum / PLANE;
    for (let i = 0; i < PLANE; i++) {
      plane[i]! -= mean;
      squares += plane[i]! ** 2;
    }
  }
  const scale = 1 / (4 * Math.sqrt(squares / out.length) + 8);
  for (let i = 0; i < out.length; i++) out[i]! *= scale;
  return out;
}

/** The net's seven scores (no die, faces 1–6) for one crop. */
export function classifyCrop(crop: Float32Array): Float32Array {
  const all = weights();
  const features = runConvs({ channels: CHANNELS, height: CROP, width: CROP, data: crop }, LAYERS, all);
  return dense(features.data, CLASSES, all, CONVOLVED);
}

function softmax(scores: Float32Array): Float32Array {
  const top = Math.max(...scores);
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    scores[i] = Math.exp(scores[i]! - top);
    sum += scores[i]!;
  }
  for (let i = 0; i < scores.length; i++) scores[i]! /= sum;
  return scores;
}

/** The crop turned a quarter clockwise: a die's face reads the same, its picture does not. */
function quarterTurn(crop: Float32Array): Float32Array {
  const out = new Float32Array(crop.length);
  for (let c = 0; c < crop.length; c += PLANE) {
    for (let v = 0; v < CROP; v++) {
      for (let u = 0; u < CROP; u++) out[c + u * CROP + (CROP - 1 - v)] = crop[c + v * CROP + u]!;
    }
  }
  return out;
}

/**
 * A first look at least this sure stands; a less sure one is checked in the crop's other quarter turns.
 * On the tune split's own held-back photos, the four turns never changed a look this sure
 * (training/README.md), and most crops take one look.
 */
const SURE = 0.8;

/**
 * Chances (summing to 1) that the box holds no die (index 0) or shows face 1–6 (indices 1–6): the net's
 * first look, or, when that is unsure, the average over the crop's four quarter turns (the net learned
 * every turn, and four looks mislead it less than one).
 */
export function classifyBox(image: DiceImage, box: readonly [number, number, number, number]): Float32Array {
  const [x, y, w, h] = box;
  let crop = cropColour(image, x + w / 2, y + h / 2, Math.max(w, h) * MARGIN);
  const first = softmax(classifyCrop(crop));
  if (Math.max(...first) >= SURE) return first;
  const chances = first.map((chance) => chance / 4);
  for (let turn = 1; turn < 4; turn++) {
    crop = quarterTurn(crop);
    const looked = softmax(classifyCrop(crop));
    for (let i = 0; i < CLASSES; i++) chances[i]! += looked[i]! / 4;
  }
  return chances;
}
