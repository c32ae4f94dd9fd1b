// The advisor's look-ahead over the whole sheet: the expected final total of one column, given the cells
// written so far and what an open cell is worth under the advisor's own play. The structure is written by
// hand (tuned on seeded games: scripts/search-jamb.ts): the upper bonus is a chance computed from the
// distributions of the open upper cells; the middle part multiplies Ones by Max − Min, written or expected.
// On top of it a linear correction over features of the column (which cells are open, how the bonus and
// the middle stand) and of the sheet (the open cells per column, and each open cell in the last turns)
// is fitted so that the value is consistent with the advisor's own play: a turn played by the advisor
// changes it by 0 on average, and summed over a game by 0 on average both on the greedy player's sheets
// and on the advisor's own (scripts/fit-jamb-value.ts). A review sums the differences of this value
// between choices, so without that consistency its costs would not add up to points lost.
import {
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambCategory,
  type JambColumn,
  type JambColumnCells,
  type JambOptions,
  type JambSheet,
} from '@dicetable/rules/jamb';
import { JAMB_MODEL } from './model-params.ts';

export type ModelledCategory = 'max' | 'min' | 'trips' | 'straight' | 'full' | 'carre' | 'jamb';

export interface JambModel {
  /** Per column, per face 1…6: the chance that an open upper cell ends with 0…5 dice of its face. */
  readonly upper: Readonly<Record<JambColumn, readonly (readonly number[])[]>>;
  /** Per column: the mean final score of the other open cells. */
  readonly mean: Readonly<Record<JambColumn, Readonly<Record<ModelledCategory, number>>>>;
  /** The weights of the fitted correction (none: the hand-written value alone). */
  readonly fit?: JambFit;
}

export interface JambFit {
  /** Per column: the weights of columnFeatures. */
  readonly columns: Readonly<Record<JambColumn, readonly number[]>>;
  /** The weights of openCountFeatures. */
  readonly sheet: readonly number[];
}

/** How many features columnFeatures gives. */
export const COLUMN_FEATURE_COUNT = JAMB_CATEGORIES.length + 12;

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

interface ColumnParts {
  /** The hand-written model's expected final total. */
  readonly base: number;
  readonly written: number;
  readonly expectedUpper: number;
  readonly openFaces: readonly number[];
  readonly bonus: number;
  readonly middle: number;
}

function columnParts(
  column: JambColumn,
  cells: JambColumnCells,
  options: JambOptions,
  model: JambModel,
): ColumnParts {
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
  const bonus = expectedBonus(written, openFaces, column, options, model);
  return {
    base: written + expectedUpper + bonus + middle + lower,
    written,
    expectedUpper,
    openFaces,
    bonus,
    middle,
  };
}

/**
 * What the fitted correction sees of a column; every feature is 0 once the column is full, so a full
 * sheet is worth exactly its score. Scaled to about 0…1.
 */
function featuresOf(
  cells: JambColumnCells,
  parts: ColumnParts,
  features = new Float64Array(COLUMN_FEATURE_COUNT),
): Float64Array {
  features.fill(0);
  const categories = JAMB_CATEGORIES.length;
  let open = 0;
  for (let index = 0; index < categories; index++) {
    if (cells[JAMB_CATEGORIES[index]!] === undefined) {
      features[index] = 1;
      open++;
    }
  }
  let at = categories;
  const openUpper = parts.openFaces.length;
  const upperOpen = openUpper > 0 ? 1 : 0;
  let reachable = parts.written;
  for (const face of parts.openFaces) reachable += 5 * face;
  const { ones, max, min } = cells;
  const openOfMaxMin = (max === undefined ? 1 : 0) + (min === undefined ? 1 : 0);
  features[at++] = (open / 13) ** 2;
  features[at++] = (upperOpen * parts.bonus) / 30;
  features[at++] = (upperOpen * parts.bonus * openUpper) / 180;
  features[at++] = (upperOpen * Math.max(0, 60 - parts.written - parts.expectedUpper)) / 10;
  features[at++] = (upperOpen * Math.max(0, parts.written + parts.expectedUpper - 60)) / 10;
  features[at++] = upperOpen && parts.written >= 60 ? 1 : 0;
  features[at++] = upperOpen && reachable < 60 ? 1 : 0;
  features[at++] = ones === undefined || openOfMaxMin > 0 ? parts.middle / 100 : 0;
  features[at++] = ones !== undefined ? ((ones / 5) * openOfMaxMin) / 2 : 0;
  features[at++] = max !== undefined && min === undefined ? (max - 25) / 10 : 0;
  features[at++] = min !== undefined && max === undefined ? (min - 9) / 10 : 0;
  features[at++] = ones === undefined && max !== undefined && min !== undefined ? (max - min - 16) / 10 : 0;
  return features;
}

const scratch = new Float64Array(COLUMN_FEATURE_COUNT);

/** The features of a column that the fitted correction weighs (see featuresOf). */
export function columnFeatures(
  column: JambColumn,
  cells: JambColumnCells,
  options: JambOptions,
  model: JambModel = JAMB_MODEL,
): Float64Array {
  return featuresOf(cells, columnParts(column, cells, options, model));
}

/** The hand-written model's value of a column, without the fitted correction. */
export function baseColumnValue(
  column: JambColumn,
  cells: JambColumnCells,
  options: JambOptions,
  model: JambModel = JAMB_MODEL,
): number {
  return columnParts(column, cells, options, model).base;
}

/** The expected final total of a column: written cells as they are, open cells as the model expects. */
export function columnValue(
  column: JambColumn,
  cells: JambColumnCells,
  options: JambOptions,
  model: JambModel = JAMB_MODEL,
): number {
  const parts = columnParts(column, cells, options, model);
  const weights = model.fit?.columns[column];
  if (!weights) return parts.base;
  // One buffer for every call: the planners value hundreds of thousands of columns in a review.
  const features = featuresOf(cells, parts, scratch);
  let correction = 0;
  for (let index = 0; index < weights.length; index++) correction += weights[index]! * features[index]!;
  return parts.base + correction;
}

/** How many features openCountFeatures gives. */
export const OPEN_COUNT_FEATURE_COUNT = 7;

/**
 * What the fitted correction sees of the whole sheet: how many cells are open in each column (down, up,
 * free, announced). An open announced cell is worth more when the other columns are full and every turn
 * must be announced, and an open cell is worth more while there are many turns left to choose when to
 * fill it. All 0 on a full sheet.
 */
export function openCountFeatures(open: readonly number[]): Float64Array {
  const announced = open[3]!;
  const others = open[0]! + open[1]! + open[2]!;
  const all = others + announced;
  return Float64Array.of(
    (announced / 13) * (1 - others / 39),
    others === 0 ? announced / 13 : 0,
    (announced / 13) ** 2,
    ((open[0]! / 13) * all) / 52,
    ((open[1]! / 13) * all) / 52,
    ((open[2]! / 13) * all) / 52,
    ((announced / 13) * all) / 52,
  );
}

/** The turns before the end from which the open cells themselves are weighed again. */
const LATE_TURNS = 8;

/** How many features lateFeatures gives: one per cell of the sheet. */
export const LATE_FEATURE_COUNT = JAMB_COLUMNS.length * JAMB_CATEGORIES.length;

/**
 * Each open cell (column by column, each in JAMB_CATEGORIES order) weighed by how close the sheet is to
 * full: 1 with one cell left, falling to 0 at LATE_TURNS + 1 open cells. The column values price an
 * open cell at what it makes with the turns a whole game gives to choose when to fill it; with a few
 * turns left a hard cell still open makes less, and which cells are left decides what the last turns
 * make. All 0 on a full sheet.
 */
export function lateFeatures(
  open: Uint8Array,
  features = new Float64Array(LATE_FEATURE_COUNT),
): Float64Array {
  let count = 0;
  for (let index = 0; index < LATE_FEATURE_COUNT; index++) count += open[index]!;
  const late = Math.max(0, (LATE_TURNS + 1 - count) / LATE_TURNS);
  for (let index = 0; index < LATE_FEATURE_COUNT; index++) features[index] = late * open[index]!;
  return features;
}

/** How many features sheetFeatures gives. */
export const SHEET_FEATURE_COUNT = OPEN_COUNT_FEATURE_COUNT + LATE_FEATURE_COUNT;

/** The open cells of a sheet, 1 or 0, column by column, each in JAMB_CATEGORIES order. */
export function openCellMask(sheet: JambSheet): Uint8Array {
  const open = new Uint8Array(LATE_FEATURE_COUNT);
  JAMB_COLUMNS.forEach((column, at) => {
    JAMB_CATEGORIES.forEach((category, index) => {
      if (sheet[column][category] === undefined) open[at * JAMB_CATEGORIES.length + index] = 1;
    });
  });
  return open;
}

/** What the fitted correction sees of the whole sheet: openCountFeatures, then lateFeatures. */
export function sheetFeatures(open: Uint8Array): Float64Array {
  const counts = JAMB_COLUMNS.map((_, at) => {
    let count = 0;
    for (let index = 0; index < JAMB_CATEGORIES.length; index++)
      count += open[at * JAMB_CATEGORIES.length + index]!;
    return count;
  });
  const features = new Float64Array(SHEET_FEATURE_COUNT);
  features.set(openCountFeatures(counts));
  lateFeatures(open, features.subarray(OPEN_COUNT_FEATURE_COUNT));
  return features;
}

/** The sheet-wide part of the fitted correction, from the open cells of the sheet (see openCellMask). */
export function sheetCorrection(open: Uint8Array, model: JambModel = JAMB_MODEL): number {
  const weights = model.fit?.sheet;
  if (!weights) return 0;
  const features = sheetFeatures(open);
  let value = 0;
  for (let index = 0; index < weights.length; index++) value += weights[index]! * features[index]!;
  return value;
}
