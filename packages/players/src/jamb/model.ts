// The advisor's look-ahead over the whole sheet: the expected final total of one column, given the cells
// written so far and what an open cell is worth under the advisor's own play (learned from seeded games:
// see scripts/tune-jamb.ts). The upper bonus is a chance computed from the distributions of the open
// upper cells; the middle part multiplies Ones by Max − Min, written or expected.
import type { JambCategory, JambColumn, JambColumnCells, JambOptions } from '@dicetable/rules/jamb';
import { JAMB_MODEL } from './model-params.ts';

export type ModelledCategory = 'max' | 'min' | 'trips' | 'straight' | 'full' | 'carre' | 'jamb';

export interface JambModel {
  /** Per column, per face 1…6: the chance that an open upper cell ends with 0…5 dice of its face. */
  readonly upper: Readonly<Record<JambColumn, readonly (readonly number[])[]>>;
  /** Per column: the mean final score of the other open cells. */
  readonly mean: Readonly<Record<JambColumn, Readonly<Record<ModelledCategory, number>>>>;
}

const UPPER: readonly JambCategory[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
const LOWER: readonly ModelledCategory[] = ['trips', 'straight', 'full', 'carre', 'jamb'];

function bonusFor(upper: number, options: JambOptions): number {
  if (options.graduatedBonus) {
    if (upper >= 80) return 50;
    if (upper >= 70) return 40;
  }
  return upper >= 60 ? 30 : 0;
}

/** Expected bonus given the written upper sum and the open upper faces (independent cells). */
function expectedBonus(
  written: number,
  openFaces: readonly number[],
  column: JambColumn,
  options: JambOptions,
  model: JambModel,
): number {
  if (openFaces.length === 0) return bonusFor(written, options);
  let dist = new Float64Array(1);
  dist[0] = 1;
  for (const face of openFaces) {
    const counts = model.upper[column][face - 1]!;
    const next = new Float64Array(dist.length + 5 * face);
    for (let sum = 0; sum < dist.length; sum++) {
      const p = dist[sum]!;
      if (p === 0) continue;
      for (let count = 0; count <= 5; count++) next[sum + count * face]! += p * counts[count]!;
    }
    dist = next;
  }
  let total = 0;
  for (let sum = 0; sum < dist.length; sum++) total += dist[sum]! * bonusFor(written + sum, options);
  return total;
}

function meanCount(model: JambModel, column: JambColumn, face: number): number {
  const counts = model.upper[column][face - 1]!;
  let mean = 0;
  for (let count = 0; count <= 5; count++) mean += count * counts[count]!;
  return mean;
}

/** The expected final total of a column: written cells as they are, open cells as the model expects. */
export function columnValue(
  column: JambColumn,
  cells: JambColumnCells,
  options: JambOptions,
  model: JambModel = JAMB_MODEL,
): number {
  let written = 0;
  let expectedUpper = 0;
  const openFaces: number[] = [];
  UPPER.forEach((category, index) => {
    const score = cells[category];
    if (score === undefined) {
      openFaces.push(index + 1);
      expectedUpper += (index + 1) * meanCount(model, column, index + 1);
    } else written += score;
  });
  const mean = model.mean[column];
  const ones = cells.ones ?? meanCount(model, column, 1);
  const spread = (cells.max ?? mean.max) - (cells.min ?? mean.min);
  const middle = ones * (options.clampMiddle ? Math.max(0, spread) : spread);
  let lower = 0;
  for (const category of LOWER) lower += cells[category] ?? mean[category];
  return written + expectedUpper + expectedBonus(written, openFaces, column, options, model) + middle + lower;
}
