// Measures tuning the reader to one table's dice on a labelled source the nets never trained on: for each
// count of throws (pictures), a seeded choice of that many is "confirmed" (the reader's dice in them, each
// paired with its labelled die and given the label's value, as a player's correction would), the reader is
// tuned on their crops, and the other pictures are read before and after. Run by measure-tuning.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import jpeg from 'jpeg-js';
import { readDice } from '../src/read-dice.ts';
import { type LabelledDie, pairDice, parseYoloLabels, scorePhoto } from '../src/scoring.ts';
import { type TuningExample, tuneReader, tuningCrop, useTunedReader } from '../src/tuning.ts';
import type { DiceImage } from '../src/types.ts';

interface Picture {
  name: string;
  image: DiceImage;
  truth: LabelledDie[];
}

interface Options {
  source: string;
  closer: boolean;
  throws: number[];
  seeds: number[];
  json: boolean;
}

function readOptions(argv: string[]): Options {
  const options: Options = { source: '', closer: false, throws: [10, 20, 50], seeds: [1, 2, 3], json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--closer') options.closer = true;
    else if (arg === '--throws') options.throws = argv[++i]!.split(',').map(Number);
    else if (arg === '--seeds') options.seeds = argv[++i]!.split(',').map(Number);
    else if (!arg.startsWith('--') && !options.source) options.source = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.source) {
    throw new Error(
      'usage: measure-tuning.mjs FOLDER [--closer] [--throws 10,20,50] [--seeds 1,2,3] [--json]\n' +
        'FOLDER holds images/ and labels/ (YOLO), or is a clone of fudw/dice-detection-for-board-games',
    );
  }
  return options;
}

// A glass jar of dice that carry no label stands at the edge of these two (training/other_source.py).
const LEFT_OUT = new Set(['IMG_4559', 'IMG_4561']);

/** Image and label files: a labelled folder, or Dawei Fu's clone (its train and valid parts). */
function listPictures(source: string): { name: string; image: string; label: string }[] {
  const images = /\.(jpe?g)$/i;
  const fu = join(source, 'data_finetune_small');
  const parts = (() => {
    try {
      readdirSync(fu);
      return ['train', 'valid'].map((part) => [join(fu, 'images', part), join(fu, 'labels', part)]);
    } catch {
      return [[join(source, 'images'), join(source, 'labels')]];
    }
  })();
  const out: { name: string; image: string; label: string }[] = [];
  for (const [imageDir, labelDir] of parts) {
    for (const file of readdirSync(imageDir!).sort()) {
      if (!images.test(file)) continue;
      const name = basename(file, extname(file));
      if (LEFT_OUT.has(name)) continue;
      out.push({ name, image: join(imageDir!, file), label: join(labelDir!, `${name}.txt`) });
    }
  }
  return out;
}

/** The line nearest the middle (within its middle 30%) that crosses no die, as other_source.py draws it. */
function freeLine(boxes: readonly LabelledDie[], size: number, axis: 0 | 1): number | null {
  const around: number[] = [];
  for (let p = Math.floor(size * 0.35); p < Math.floor(size * 0.65); p++) around.push(p);
  around.sort((a, b) => Math.abs(a - size / 2) - Math.abs(b - size / 2));
  return (
    around.find((p) =>
      boxes.every(({ box }) => !(box[axis] - 4 < p && p < box[axis] + box[axis + 2]! + 4)),
    ) ?? null
  );
}

function cut(image: DiceImage, x0: number, y0: number, x1: number, y1: number): DiceImage {
  const width = x1 - x0;
  const height = y1 - y0;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y + y0) * image.width + x0) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { width, height, data, channels: 4 };
}

/** The photo cut in 2×2 tiles along lines that cross no die (other_source.py --closer), or none. */
function tiles(picture: Picture): Picture[] {
  const { image, truth } = picture;
  const cx = freeLine(truth, image.width, 0);
  const cy = freeLine(truth, image.height, 1);
  if (cx === null || cy === null) return [];
  const out: Picture[] = [];
  [
    [0, cx],
    [cx, image.width],
  ].forEach(([x0, x1], i) => {
    [
      [0, cy],
      [cy, image.height],
    ].forEach(([y0, y1], j) => {
      const inside = truth
        .filter(({ box: [x, y, w, h] }) => x >= x0! && x + w <= x1! && y >= y0! && y + h <= y1!)
        .map(({ value, box: [x, y, w, h] }) => ({
          value,
          box: [x - x0!, y - y0!, w, h] as LabelledDie['box'],
        }));
      out.push({ name: `${picture.name}-${i}${j}`, image: cut(image, x0!, y0!, x1!, y1!), truth: inside });
    });
  });
  return out;
}

function loadPictures(options: Options): Picture[] {
  const pictures: Picture[] = [];
  for (const { name, image, label } of listPictures(options.source)) {
    const decoded = jpeg.decode(readFileSync(image), {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: 64,
      maxMemoryUsageInMB: 1024,
    });
    const picture: DiceImage = {
      width: decoded.width,
      height: decoded.height,
      data: decoded.data,
      channels: 4,
    };
    const truth = parseYoloLabels(readFileSync(label, 'utf8'), picture.width, picture.height);
    const whole = { name, image: picture, truth };
    pictures.push(...(options.closer ? tiles(whole) : [whole]));
  }
  return pictures;
}

/** A seeded shuffle (mulberry32), so that a choice of throws can be drawn again. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Tally {
  pictures: number;
  dice: number;
  right: number;
  wrongValue: number;
  missed: number;
  extra: number;
  picturesAllRight: number;
  /** Wrong values by the labelled face (index 0 for face 1): which faces tuning mends. */
  wrongByFace: number[];
}

const emptyTally = (): Tally => ({
  pictures: 0,
  dice: 0,
  right: 0,
  wrongValue: 0,
  missed: 0,
  extra: 0,
  picturesAllRight: 0,
  wrongByFace: [0, 0, 0, 0, 0, 0],
});

function readAll(pictures: readonly Picture[]): Tally {
  const tally = emptyTally();
  for (const { image, truth } of pictures) {
    const found = readDice(image);
    const score = scorePhoto(truth, found);
    for (const { truth: t, found: f } of pairDice(truth, found)) {
      if (truth[t]!.value !== found[f]!.value) tally.wrongByFace[truth[t]!.value - 1]!++;
    }
    tally.pictures++;
    tally.dice += score.dice;
    tally.right += score.right;
    tally.wrongValue += score.wrongValue;
    tally.missed += score.missed;
    tally.extra += score.extra;
    if (score.right === score.dice && score.extra === 0) tally.picturesAllRight++;
  }
  return tally;
}

/** The confirmed dice of a picture: each die the reader found on a labelled die, with the label's value. */
function confirmedCrops({ image, truth }: Picture): TuningExample[] {
  const found = readDice(image);
  return pairDice(truth, found).map(({ truth: t, found: f }) => ({
    pixels: tuningCrop(image, found[f]!.box),
    value: truth[t]!.value,
  }));
}

interface Run {
  seed: number;
  throws: number;
  tunedOnDice: number;
  tuningMs: number;
  before: Tally;
  after: Tally;
}

const perDie = (tally: Tally) => Math.round((1000 * tally.right) / Math.max(1, tally.dice)) / 10;

function main() {
  const options = readOptions(process.argv.slice(2));
  const pictures = loadPictures(options);
  const runs: Run[] = [];
  for (const seed of options.seeds) {
    const order = shuffled(pictures, seed);
    for (const throws of options.throws) {
      if (throws >= order.length)
        throw new Error(`${throws} throws leave no picture of ${order.length} to read`);
      const confirmed = order.slice(0, throws);
      const rest = order.slice(throws);
      useTunedReader(null);
      const before = readAll(rest);
      const examples = confirmed.flatMap(confirmedCrops);
      const started = performance.now();
      const tuned = tuneReader(examples);
      const tuningMs = Math.round(performance.now() - started);
      useTunedReader(tuned);
      const after = readAll(rest);
      useTunedReader(null);
      const run: Run = { seed, throws, tunedOnDice: examples.length, tuningMs, before, after };
      runs.push(run);
      if (!options.json) {
        console.log(
          `seed ${seed}, ${throws} throws (${examples.length} dice, ${tuningMs} ms): ` +
            `the other ${rest.length} pictures, ${before.dice} dice: per die ${perDie(before)}% → ${perDie(after)}%, ` +
            `wrong values ${before.wrongValue} → ${after.wrongValue}, missed ${before.missed} → ${after.missed}, ` +
            `extra ${before.extra} → ${after.extra}, pictures all right ${before.picturesAllRight} → ${after.picturesAllRight}`,
        );
      }
    }
  }
  const summary = options.throws.map((throws) => {
    const of = runs.filter((run) => run.throws === throws);
    const sum = (pick: (run: Run) => Tally) =>
      of.reduce((total, run) => {
        const t = pick(run);
        return {
          pictures: total.pictures + t.pictures,
          dice: total.dice + t.dice,
          right: total.right + t.right,
          wrongValue: total.wrongValue + t.wrongValue,
          missed: total.missed + t.missed,
          extra: total.extra + t.extra,
          picturesAllRight: total.picturesAllRight + t.picturesAllRight,
          wrongByFace: total.wrongByFace.map((count, face) => count + t.wrongByFace[face]!),
        };
      }, emptyTally());
    const before = sum((run) => run.before);
    const after = sum((run) => run.after);
    return {
      throws,
      seeds: of.length,
      before,
      after,
      perDieBefore: perDie(before),
      perDieAfter: perDie(after),
    };
  });
  if (options.json) {
    console.log(
      JSON.stringify(
        { source: options.source, closer: options.closer, pictures: pictures.length, runs, summary },
        null,
        2,
      ),
    );
  } else {
    console.log(`${pictures.length} pictures, ${pictures.reduce((n, p) => n + p.truth.length, 0)} dice`);
    for (const s of summary) {
      console.log(
        `${s.throws} throws, over ${s.seeds} seeds: per die ${s.perDieBefore}% → ${s.perDieAfter}% ` +
          `(${s.before.right} → ${s.after.right} of ${s.before.dice}), wrong values ${s.before.wrongValue} → ${s.after.wrongValue} ` +
          `(faces 1–6: ${s.before.wrongByFace.join(' ')} → ${s.after.wrongByFace.join(' ')})`,
      );
    }
  }
}

main();
