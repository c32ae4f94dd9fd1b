import { classifyBox } from './classifier.ts';
import { decodeDetections, INPUT_SIDE, inputTensor, runDetector } from './detector.ts';
import { diceLookSmall } from './dice-size.ts';
import type { DiceImage, DiceReading, DieValue } from './types.ts';

export interface ReaderOptions {
  /** The least heat (0–1) of a die's centre for the detector to propose it. */
  threshold: number;
  /** The least chance (0–1) that a proposed box holds a die, by the face classifier. */
  dieChance: number;
  /** A fainter centre, down to this heat, is proposed too, and stands only if the classifier is at least
   * `faintDieChance` sure that its box holds a die: dice that the detector barely sees. */
  faintThreshold: number;
  faintDieChance: number;
}

// Chosen on the tune split; the faint centres on a trial (training/README.md).
export const READER_OPTIONS: ReaderOptions = {
  threshold: 0.3,
  dieChance: 0.7,
  faintThreshold: 0.15,
  faintDieChance: 0.98,
};

function checkImage({ width, height, data, channels }: DiceImage) {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`invalid image size ${width}×${height}`);
  }
  if (channels !== 1 && channels !== 4) throw new RangeError(`images have 1 or 4 channels, not ${channels}`);
  if (data.length < width * height * channels) {
    throw new RangeError(`image data holds ${data.length} bytes, ${width}×${height}×${channels} needed`);
  }
}

const overlap = (a: DiceReading['box'], b: DiceReading['box']) => {
  const w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return w <= 0 || h <= 0 ? 0 : (w * h) / Math.min(a[2] * a[3], b[2] * b[3]);
};

/**
 * A still photo can hold many more pixels than the detector's look at INPUT_SIDE keeps: a phone photo of
 * 4032 px shows a die 150 px across, which that look shrinks to 12 px, too small for the detector to find,
 * though the classifier, which reads the full picture, would read it well. Such a picture is looked at
 * again with the detector at CLOSER_SIDE, where the die spans twice as many of its pixels. Only pictures at
 * least twice CLOSER_SIDE on their longer side take it, so that the classifier's crops still hold twice the
 * detail the detector saw: the camera's frames of 640 px never do.
 */
const CLOSER_SIDE = 2 * INPUT_SIDE;

/** Whether the picture is large and the dice of the first look are mostly small, or none was found. */
function needsCloserLook(image: DiceImage, found: readonly DiceReading[]): boolean {
  if (Math.max(image.width, image.height) < 2 * CLOSER_SIDE) return false;
  return found.length === 0 || diceLookSmall(found, image);
}

/** The dice one look of the detector, at `side` pixels on the picture's longer side, proposes and the classifier reads. */
function look(image: DiceImage, options: ReaderOptions, side: number): DiceReading[] {
  const { tensor, scaleX, scaleY } = inputTensor(image, side);
  const least = Math.min(options.threshold, options.faintThreshold);
  const proposed = decodeDetections(runDetector(tensor), scaleX, scaleY, least).sort(
    (a, b) => b.score - a.score,
  );
  const readings: DiceReading[] = [];
  for (const { box, score } of proposed) {
    if (readings.some((other) => overlap(other.box, box) >= 0.5)) continue;
    const chances = classifyBox(image, box);
    const dieChance = score >= options.threshold ? options.dieChance : options.faintDieChance;
    if (1 - chances[0]! < dieChance) continue;
    let value = 1;
    for (let v = 2; v <= 6; v++) if (chances[v]! > chances[value]!) value = v;
    readings.push({
      value: value as DieValue,
      box: [Math.round(box[0]), Math.round(box[1]), Math.round(box[2]), Math.round(box[3])],
      confidence: Math.round(score * chances[value]! * 1000) / 1000,
    });
  }
  return readings;
}

/**
 * Reads every die in the picture, top to bottom, left to right: a detector proposes where dice lie,
 * a classifier reads each face from a crop of the picture at full resolution, or turns the box down.
 * A die is found once: of two boxes that cover mostly the same place, the hotter one stays. A large
 * picture whose dice look small to the detector is looked at again, closer (CLOSER_SIDE).
 */
export function readDice(image: DiceImage, options: ReaderOptions = READER_OPTIONS): DiceReading[] {
  checkImage(image);
  const first = look(image, options, INPUT_SIDE);
  const readings = needsCloserLook(image, first) ? look(image, options, CLOSER_SIDE) : first;
  return readings.sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
}
