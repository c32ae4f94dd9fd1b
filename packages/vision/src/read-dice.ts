import { toGrey } from './grey.ts';
import { groupPips } from './group.ts';
import { findPips, PIP_OPTIONS, type Pip, type PipOptions } from './pips.ts';
import type { DiceImage, DiceReading, DieValue } from './types.ts';

const WORK_SIDE = 640;

export interface ReaderOptions extends PipOptions {
  /** How far apart, in pip diameters, two pips of one die may be. */
  reach: number;
  /** A lone spot is a 1 only from this radius (in working pixels) up. */
  loneRadius: number;
}

// Tighter settings tried on the tune split (training/README.md) lose the 2s and 1s of small-pip dice.
export const READER_OPTIONS: ReaderOptions = { ...PIP_OPTIONS, reach: 4.2, loneRadius: 4 };

/** A die's pips stand at least ~2.5 radii apart (centre to centre); tighter clusters are texture. */
function spacedLikePips(group: readonly Pip[], r: number): boolean {
  for (let i = 0; i < group.length; i++) {
    for (let j = i + 1; j < group.length; j++) {
      if (Math.hypot(group[i]!.x - group[j]!.x, group[i]!.y - group[j]!.y) < 2.3 * r) return false;
    }
  }
  return true;
}

/** Reads every die in the picture, top to bottom, left to right. Never throws on a well-formed image. */
export function readDice(image: DiceImage, options: ReaderOptions = READER_OPTIONS): DiceReading[] {
  const grey = toGrey(image, WORK_SIDE);
  const readings: DiceReading[] = [];
  for (const group of groupPips(findPips(grey, options), options.reach)) {
    if (group.length > 6) continue;
    // A lone spot is a 1 only when it is a die's big centre pip; small lone spots are noise.
    const r = group.reduce((sum, p) => sum + p.r, 0) / group.length;
    if (group.length === 1 && r < options.loneRadius) continue;
    if (!spacedLikePips(group, r)) continue;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const p of group) {
      minX = Math.min(minX, p.x - p.r);
      minY = Math.min(minY, p.y - p.r);
      maxX = Math.max(maxX, p.x + p.r);
      maxY = Math.max(maxY, p.y + p.r);
    }
    // The die's face reaches about one pip diameter beyond its outer pips (a 1's face is ~4 pip radii wide).
    const cx = (minX + maxX) / 2;
    const cy = (minY + maxY) / 2;
    const side = group.length === 1 ? 7 * r : Math.max(maxX - minX, maxY - minY) + 2.5 * r;
    const s = grey.scale;
    readings.push({
      value: group.length as DieValue,
      box: [
        Math.round((cx - side / 2) * s),
        Math.round((cy - side / 2) * s),
        Math.round(side * s),
        Math.round(side * s),
      ],
      confidence: 0.5,
    });
  }
  return readings.sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
}
