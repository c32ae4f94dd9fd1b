// Scores the dice reader on a labelled folder: images/ with photos, labels/ with one YOLO text file per
// photo (a line per die: class 0–5 for faces 1–6, then centre x, centre y, width, height as fractions).
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { cpuMs } from '@dicetable/engine/jamsumo-players';
import { readDice } from '@dicetable/vision';
import { type PhotoScore, parseYoloLabels, scorePhoto } from '@dicetable/vision/scoring';
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
}

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png']);

export async function measureAccuracy(dir: string): Promise<AccuracyReport> {
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
    const score = scorePhoto(truth, found);
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
  };
}
