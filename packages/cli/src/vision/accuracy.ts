// Scores the dice reader on a labelled folder: images/ with photos, labels/ with one YOLO text file per
// photo (a line per die: class 0–5 for faces 1–6, then centre x, centre y, width, height as fractions).
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { cpuMs } from '@dicetable/players/jamsumo';
import { readDice } from '@dicetable/vision';
import { type PhotoScore, parseYoloLabels, scoreDice } from '@dicetable/vision/scoring';
import { readImageFile } from './decode-image.ts';

export interface AccuracyReport {
  photos: number;
  dice: number;
  /** Labelled dice found with the right value, over all labelled dice. */
  perDie: number;
  /** Photos of exactly five dice read with every die right and nothing extra. */
  throwsOfFive: { photos: number; allRight: number };
  /** Every photo, whatever its count of dice: all right and nothing extra. */
  photosAllRight: number;
  wrongValue: number;
  missed: number;
  extra: number;
  /** Extra dice per labelled die. */
  extraRate: number;
  /** CPU milliseconds per photo on one core, decoding left out. */
  msPerPhoto: number;
  unreadable: string[];
  /** With --by-size: the labelled dice in bands of their size, as a 640-pixel camera frame shows them. */
  bySize?: SizeBand[];
}

/** Dice whose longer side, scaled to a photo 640 px on its longer side, is at least fromPx and below toPx. */
export interface SizeBand {
  fromPx: number;
  toPx: number | null;
  dice: number;
  perDie: number;
  wrongValue: number;
  missed: number;
}

/** Where the reader's errors change: its detector sees dice under 30 px as under 15, one heat cell or two. */
const BAND_EDGES = [0, 30, 45, 80];

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png']);

export async function measureAccuracy(
  dir: string,
  options: { bySize?: boolean } = {},
): Promise<AccuracyReport> {
  const names = (await readdir(join(dir, 'images')))
    .filter((name) => IMAGE_EXTENSIONS.has(extname(name).toLowerCase()))
    .sort();
  const total: PhotoScore = { dice: 0, right: 0, wrongValue: 0, missed: 0, extra: 0 };
  let photos = 0;
  let allRight = 0;
  let fives = 0;
  let fivesRight = 0;
  let ms = 0;
  const unreadable: string[] = [];
  const bands = BAND_EDGES.map(() => ({ dice: 0, right: 0, wrongValue: 0, missed: 0 }));
  for (const name of names) {
    let image: Awaited<ReturnType<typeof readImageFile>>;
    let labels: string;
    try {
      image = await readImageFile(join(dir, 'images', name));
      labels = await readFile(join(dir, 'labels', `${basename(name, extname(name))}.txt`), 'utf8');
    } catch {
      unreadable.push(name);
      continue;
    }
    const truth = parseYoloLabels(labels, image.width, image.height);
    const began = cpuMs();
    const found = readDice(image);
    ms += cpuMs() - began;
    const { outcomes, extra } = scoreDice(truth, found);
    const score: PhotoScore = { dice: truth.length, right: 0, wrongValue: 0, missed: 0, extra };
    outcomes.forEach((outcome, i) => {
      score[outcome]++;
      const [, , w, h] = truth[i]!.box;
      const px = (Math.max(w, h) * 640) / Math.max(image.width, image.height);
      let b = 0;
      while (b + 1 < BAND_EDGES.length && px >= BAND_EDGES[b + 1]!) b++;
      const band = bands[b]!;
      band.dice++;
      band[outcome]++;
    });
    photos++;
    for (const key of Object.keys(total) as (keyof PhotoScore)[]) total[key] += score[key];
    const perfect = score.right === score.dice && score.extra === 0;
    if (perfect) allRight++;
    if (score.dice === 5) {
      fives++;
      if (perfect) fivesRight++;
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 10000) / 10000);
  return {
    photos,
    dice: total.dice,
    perDie: ratio(total.right, total.dice),
    throwsOfFive: { photos: fives, allRight: ratio(fivesRight, fives) },
    photosAllRight: ratio(allRight, photos),
    wrongValue: total.wrongValue,
    missed: total.missed,
    extra: total.extra,
    extraRate: ratio(total.extra, total.dice),
    msPerPhoto: photos === 0 ? 0 : Math.round((ms / photos) * 10) / 10,
    unreadable,
    ...(options.bySize
      ? {
          bySize: bands.map((band, i) => ({
            fromPx: BAND_EDGES[i]!,
            toPx: BAND_EDGES[i + 1] ?? null,
            dice: band.dice,
            perDie: ratio(band.right, band.dice),
            wrongValue: band.wrongValue,
            missed: band.missed,
          })),
        }
      : {}),
  };
}
