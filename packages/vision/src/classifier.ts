import { CLASSIFIER_PARAMETERS, CLASSIFIER_WEIGHTS } from './classifier-weights.ts';
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
 * pixels repeated outside the picture, as OpenCV's warpAffine does in training. The values are the
 * picture's own (0–255): `normaliseCrop` makes them what the net reads.
 */
export function sampleCrop(image: DiceImage, cx: number, cy: number, side: number): Float32Array {
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
  return out;
}

/**
 * Brings each plane of a sampled crop to zero mean and all three to one fixed spread, in place, so that
 * the colour and brightness of the room's light matter less than the pips.
 */
export function normaliseCrop(out: Float32Array): Float32Array {
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

/** The classifier's crop centred on (cx, cy), `side` pixels wide, as the net reads it. */
export function cropColour(image: DiceImage, cx: number, cy: number, side: number): Float32Array {
  return normaliseCrop(sampleCrop(image, cx, cy, side));
}

/** The side of the square the classifier crops around a box `[x, y, w, h]`: 1.3 times its longer side. */
export const cropSide = (box: readonly [number, number, number, number]) => Math.max(box[2], box[3]) * MARGIN;

/**
 * A short mark of the trained weights (FNV-1a of their text), kept with face rows tuned on them: rows
 * tuned on another net's features mean nothing to this one, so a retrained net drops them.
 */
export const trainedMark = (() => {
  let mark: string | null = null;
  return () => {
    if (mark) return mark;
    let hash = 0x811c9dc5;
    for (let i = 0; i < CLASSIFIER_WEIGHTS.length; i++) {
      hash ^= CLASSIFIER_WEIGHTS.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    mark = `${CLASSIFIER_PARAMETERS}-${(hash >>> 0).toString(16).padStart(8, '0')}`;
    return mark;
  };
})();

/** How many numbers the net's last layer reads: the penultimate features of a crop. */
export const FEATURES = FLAT;
/** The face classes (1–6) of the last layer. */
export const FACE_ROWS = CLASSES - 1;

/** The penultimate features of one crop (what the last layer reads). */
export function cropFeatures(crop: Float32Array): Float32Array {
  return runConvs({ channels: CHANNELS, height: CROP, width: CROP, data: crop }, LAYERS, weights()).data;
}

/**
 * The trained last layer's face rows (classes 1–6) as a dense layer of their own: FACE_ROWS × FEATURES
 * weights, row after row, then the FACE_ROWS biases.
 */
export function trainedFaceLayer(): Float32Array {
  const all = weights();
  const out = new Float32Array(FACE_ROWS * (FEATURES + 1));
  out.set(all.subarray(CONVOLVED + FEATURES, CONVOLVED + CLASSES * FEATURES));
  const biases = CONVOLVED + CLASSES * FEATURES;
  out.set(all.subarray(biases + 1, biases + CLASSES), FACE_ROWS * FEATURES);
  return out;
}

/**
 * The face rows that replace the trained ones when the reader is tuned to a table's dice (tuning.ts), or
 * null for the net as trained. They decide which face a die shows, never whether a box holds a die.
 */
let faceLayer: Float32Array | null = null;

/** Uses these face rows (laid out as `trainedFaceLayer` gives them) from now on, or the trained ones for null. */
export function useFaceLayer(rows: Float32Array | null): void {
  if (rows && rows.length !== FACE_ROWS * (FEATURES + 1)) {
    throw new RangeError(`face rows hold ${rows.length} numbers, ${FACE_ROWS * (FEATURES + 1)} needed`);
  }
  faceLayer = rows;
}

const logSumExp = (values: ArrayLike<number>, from: number, to: number) => {
  let top = Number.NEGATIVE_INFINITY;
  for (let i = from; i < to; i++) top = Math.max(top, values[i]!);
  let sum = 0;
  for (let i = from; i < to; i++) sum += Math.exp(values[i]! - top);
  return top + Math.log(sum);
};

/**
 * The net's seven scores (no die, faces 1–6) for one crop. With tuned face rows, the faces' scores are
 * theirs, shifted so that together they weigh what the trained faces weigh against "no die": the chance
 * that the box holds a die is the trained net's, how it shares out among the faces the tuned rows'.
 */
export function classifyCrop(crop: Float32Array): Float32Array {
  const all = weights();
  const features = cropFeatures(crop);
  const scores = dense(features, CLASSES, all, CONVOLVED);
  if (!faceLayer) return scores;
  const tuned = dense(features, FACE_ROWS, faceLayer, 0);
  const shift = logSumExp(scores, 1, CLASSES) - logSumExp(tuned, 0, FACE_ROWS);
  for (let r = 0; r < FACE_ROWS; r++) scores[r + 1] = tuned[r]! + shift;
  return scores;
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
export function quarterTurn(crop: Float32Array): Float32Array {
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
