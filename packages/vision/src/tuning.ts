// Tuning the reader to one table's dice, on the device. The player's confirmed throws give crops of their
// own dice with the values they checked; the face rows of the classifier's last layer (which face a die
// shows, not whether a box holds one) are refitted on the crops' penultimate features by softmax
// regression anchored to the trained rows. The anchor is a prior: its pull weighs as much as KEEP dice that
// agree with the trained net, so a handful of crops moves the rows a little and only many crops move them
// far. Everything here is deterministic: the same crops give the same rows, bit for bit.
import {
  CROP,
  cropFeatures,
  cropSide,
  FACE_ROWS,
  FEATURES,
  normaliseCrop,
  quarterTurn,
  sampleCrop,
  trainedFaceLayer,
  trainedMark,
  useFaceLayer,
} from './classifier.ts';
import type { DiceImage, DieValue } from './types.ts';

/** Bytes of one kept crop: the classifier's CROP×CROP colour crop, red, green and blue planes, 0–255. */
export const TUNING_CROP_BYTES = 3 * CROP * CROP;

/** One die the player confirmed: the classifier's crop of it, before normalising, and its value. */
export interface TuningExample {
  pixels: Uint8Array;
  value: DieValue;
}

/** Face rows tuned on `dice` of a table's dice, for the trained net marked `trained` (structured-cloneable). */
export interface TunedReader {
  trained: string;
  dice: number;
  /** FACE_ROWS × FEATURES weights, then FACE_ROWS biases (classifier.ts, trainedFaceLayer). */
  faces: Float32Array;
}

export interface TuningOptions {
  /** Gradient steps. */
  steps: number;
  /** The trained rows' pull, in dice: the prior weighs as much as this many crops. */
  keep: number;
  /** At most this many feature vectors (crops and their quarter turns) are fitted, so time stays bounded. */
  maxVectors: number;
}

export const TUNING_OPTIONS: TuningOptions = { steps: 150, keep: 20, maxVectors: 600 };

/** The crop of a die's box `[x, y, w, h]` to keep for tuning: what the classifier reads, as bytes. */
export function tuningCrop(image: DiceImage, box: readonly [number, number, number, number]): Uint8Array {
  const [x, y, w, h] = box;
  const sampled = sampleCrop(image, x + w / 2, y + h / 2, cropSide(box));
  const out = new Uint8Array(TUNING_CROP_BYTES);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(sampled[i]!);
  return out;
}

/** A crop's features as nonzero entries only: the last convolution's ReLU leaves most of them zero. */
interface Sparse {
  at: Uint16Array;
  values: Float32Array;
}

function sparse(features: Float32Array): Sparse {
  let count = 0;
  for (const value of features) if (value !== 0) count++;
  const at = new Uint16Array(count);
  const values = new Float32Array(count);
  let k = 0;
  for (let j = 0; j < features.length; j++) {
    if (features[j] !== 0) {
      at[k] = j;
      values[k++] = features[j]!;
    }
  }
  return { at, values };
}

/** Each example's features, and those of as many of its quarter turns as the budget of vectors allows. */
function featureVectors(examples: readonly TuningExample[], maxVectors: number) {
  const turns = Math.max(1, Math.min(4, Math.floor(maxVectors / examples.length)));
  const vectors: Sparse[] = [];
  const classes: number[] = [];
  for (const { pixels, value } of examples) {
    let crop = normaliseCrop(Float32Array.from(pixels));
    for (let turn = 0; turn < turns; turn++) {
      if (turn > 0) crop = quarterTurn(crop);
      vectors.push(sparse(cropFeatures(crop)));
      classes.push(value - 1);
    }
  }
  return { vectors, classes };
}

const WIDTH = FEATURES + 1;

/**
 * The weights feature-major (feature j's six weights together, the bias as feature FEATURES), which the
 * sparse products below read in order.
 */
function toFeatureMajor(rows: Float32Array): Float64Array {
  const out = new Float64Array(WIDTH * FACE_ROWS);
  for (let r = 0; r < FACE_ROWS; r++) {
    for (let j = 0; j < FEATURES; j++) out[j * FACE_ROWS + r] = rows[r * FEATURES + j]!;
    out[FEATURES * FACE_ROWS + r] = rows[FACE_ROWS * FEATURES + r]!;
  }
  return out;
}

function toRows(weights: Float64Array): Float32Array {
  const out = new Float32Array(FACE_ROWS * WIDTH);
  for (let r = 0; r < FACE_ROWS; r++) {
    for (let j = 0; j < FEATURES; j++) out[r * FEATURES + j] = weights[j * FACE_ROWS + r]!;
    out[FACE_ROWS * FEATURES + r] = weights[FEATURES * FACE_ROWS + r]!;
  }
  return out;
}

/**
 * Face rows tuned on the examples (the trained rows unchanged for none). Minimises the mean cross-entropy
 * of the faces over the crops and their turns plus (keep / 2n)·‖W − W₀‖² for n dice, W₀ the trained rows,
 * by Nesterov's accelerated gradient with each feature's step scaled by its mean square (a diagonal
 * preconditioner: the features are all positive and of very different sizes) and the step length bounded
 * by power iteration, so that it converges without a rate to choose.
 */
export function tuneReader(
  examples: readonly TuningExample[],
  options: TuningOptions = TUNING_OPTIONS,
): TunedReader {
  const trained = trainedFaceLayer();
  if (examples.length === 0) return { trained: trainedMark(), dice: 0, faces: trained };
  const { vectors, classes } = featureVectors(examples, options.maxVectors);
  const m = vectors.length;
  const prior = options.keep / examples.length;

  // Each feature's mean square (the bias's is 1), and the preconditioner from it.
  const square = new Float64Array(WIDTH);
  for (const { at, values } of vectors)
    for (let k = 0; k < at.length; k++) square[at[k]!]! += values[k]! ** 2;
  let meanSquare = 0;
  for (let j = 0; j < FEATURES; j++) {
    square[j]! /= m;
    meanSquare += square[j]! / FEATURES;
  }
  square[FEATURES] = 1;
  const scale = new Float64Array(WIDTH);
  for (let j = 0; j < WIDTH; j++) scale[j] = 1 / (square[j]! + 0.01 * meanSquare + 1e-12);

  const bound = largestCurvature(vectors, scale) / 2 + prior * Math.max(...scale);
  const step = 1 / bound;

  const anchor = toFeatureMajor(trained);
  let weights = Float64Array.from(anchor);
  const ahead = Float64Array.from(anchor);
  const gradient = new Float64Array(WIDTH * FACE_ROWS);
  const scores = new Float64Array(FACE_ROWS);
  for (let s = 0; s < options.steps; s++) {
    for (let i = 0; i < gradient.length; i++) gradient[i] = prior * (ahead[i]! - anchor[i]!);
    for (let e = 0; e < m; e++) {
      const { at, values } = vectors[e]!;
      for (let r = 0; r < FACE_ROWS; r++) scores[r] = ahead[FEATURES * FACE_ROWS + r]!;
      for (let k = 0; k < at.length; k++) {
        const base = at[k]! * FACE_ROWS;
        const v = values[k]!;
        for (let r = 0; r < FACE_ROWS; r++) scores[r]! += ahead[base + r]! * v;
      }
      let top = scores[0]!;
      for (let r = 1; r < FACE_ROWS; r++) top = Math.max(top, scores[r]!);
      let sum = 0;
      for (let r = 0; r < FACE_ROWS; r++) {
        scores[r] = Math.exp(scores[r]! - top);
        sum += scores[r]!;
      }
      // The cross-entropy's gradient in the scores: chances minus the one-hot class, over m.
      for (let r = 0; r < FACE_ROWS; r++) scores[r] = (scores[r]! / sum - (r === classes[e] ? 1 : 0)) / m;
      for (let k = 0; k < at.length; k++) {
        const base = at[k]! * FACE_ROWS;
        const v = values[k]!;
        for (let r = 0; r < FACE_ROWS; r++) gradient[base + r]! += scores[r]! * v;
      }
      for (let r = 0; r < FACE_ROWS; r++) gradient[FEATURES * FACE_ROWS + r]! += scores[r]!;
    }
    const next = new Float64Array(weights.length);
    for (let j = 0; j < WIDTH; j++) {
      const rate = step * scale[j]!;
      for (let r = 0; r < FACE_ROWS; r++) {
        const i = j * FACE_ROWS + r;
        next[i] = ahead[i]! - rate * gradient[i]!;
      }
    }
    const momentum = s / (s + 3);
    for (let i = 0; i < next.length; i++) ahead[i] = next[i]! + momentum * (next[i]! - weights[i]!);
    weights = next;
  }
  return { trained: trainedMark(), dice: examples.length, faces: toRows(weights) };
}

/**
 * The largest eigenvalue of D^½ (XᵀX / m) D^½ for the features X (with the bias as a feature of 1) and
 * the diagonal preconditioner D, by power iteration from a vector of ones: what bounds the curvature of
 * the preconditioned cross-entropy (times ½). A fixed start and count keep it deterministic; it is raised
 * by a tenth, since a few iterations approach the eigenvalue from below.
 */
function largestCurvature(vectors: readonly Sparse[], scale: Float64Array): number {
  const root = scale.map(Math.sqrt);
  let v = new Float64Array(WIDTH).fill(1 / Math.sqrt(WIDTH));
  let value = 0;
  for (let iteration = 0; iteration < 30; iteration++) {
    const next = new Float64Array(WIDTH);
    for (const { at, values } of vectors) {
      let dot = root[FEATURES]! * v[FEATURES]!;
      for (let k = 0; k < at.length; k++) dot += root[at[k]!]! * values[k]! * v[at[k]!]!;
      for (let k = 0; k < at.length; k++) next[at[k]!]! += root[at[k]!]! * values[k]! * dot;
      next[FEATURES]! += root[FEATURES]! * dot;
    }
    let norm = 0;
    for (let j = 0; j < WIDTH; j++) {
      next[j]! /= vectors.length;
      norm += next[j]! ** 2;
    }
    value = Math.sqrt(norm);
    if (value === 0) return 0;
    v = next.map((x) => x / value);
  }
  return value * 1.1;
}

/**
 * Reads with the tuned face rows from now on (null: the trained rows). Rows tuned on another trained
 * net, or not of the layer's size, are refused: the reader stays as it was and this answers false.
 */
export function useTunedReader(tuned: TunedReader | null): boolean {
  if (!tuned) {
    useFaceLayer(null);
    return true;
  }
  const fits =
    tuned.trained === trainedMark() &&
    tuned.faces instanceof Float32Array &&
    tuned.faces.length === FACE_ROWS * WIDTH &&
    tuned.faces.every(Number.isFinite);
  if (fits) useFaceLayer(tuned.faces);
  return fits;
}
