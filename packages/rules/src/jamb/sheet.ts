// One player's score sheet: which cells are open, and the subtotals and totals of each column.
import {
  CELLS_PER_SHEET,
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambCategory,
  type JambColumn,
  LOWER_CATEGORIES,
  UPPER_CATEGORIES,
} from './categories.ts';
import { DEFAULT_JAMB_OPTIONS, type JambOptions } from './options.ts';

export type JambColumnCells = Readonly<Partial<Record<JambCategory, number>>>;
/** Written scores by column and category; an absent key is an empty cell. */
export type JambSheet = Readonly<Record<JambColumn, JambColumnCells>>;

export interface JambColumnTotals {
  readonly upper: number;
  readonly bonus: number;
  /** null until `ones`, `max` and `min` are all written in the column. */
  readonly middle: number | null;
  readonly lower: number;
  readonly total: number;
}

export interface JambSheetTotals {
  readonly columns: Readonly<Record<JambColumn, JambColumnTotals>>;
  readonly total: number;
}

export const emptySheet = (): JambSheet => ({ down: {}, up: {}, free: {}, announced: {} });

export function isFilled(sheet: JambSheet, column: JambColumn, category: JambCategory): boolean {
  return sheet[column][category] !== undefined;
}

export function filledCount(sheet: JambSheet): number {
  let count = 0;
  for (const column of JAMB_COLUMNS) count += Object.keys(sheet[column]).length;
  return count;
}

export const isSheetFull = (sheet: JambSheet): boolean => filledCount(sheet) === CELLS_PER_SHEET;

export function isColumnFull(sheet: JambSheet, column: JambColumn): boolean {
  return JAMB_CATEGORIES.every((category) => isFilled(sheet, column, category));
}

/** Down, up and free all full: from now on every turn must be announced. */
export const mustAnnounce = (sheet: JambSheet): boolean =>
  isColumnFull(sheet, 'down') && isColumnFull(sheet, 'up') && isColumnFull(sheet, 'free');

/**
 * Whether the cell may be written now by the order of its column. The announced column is open
 * only for the category announced this turn.
 */
export function isCellOpen(
  sheet: JambSheet,
  column: JambColumn,
  category: JambCategory,
  announced: JambCategory | null,
): boolean {
  if (isFilled(sheet, column, category)) return false;
  const index = JAMB_CATEGORIES.indexOf(category);
  switch (column) {
    case 'down':
      return index === 0 || isFilled(sheet, 'down', JAMB_CATEGORIES[index - 1]!);
    case 'up':
      return index === JAMB_CATEGORIES.length - 1 || isFilled(sheet, 'up', JAMB_CATEGORIES[index + 1]!);
    case 'free':
      return true;
    case 'announced':
      return announced === category;
  }
}

function upperBonus(upper: number, options: JambOptions): number {
  if (options.graduatedBonus) {
    if (upper >= 80) return 50;
    if (upper >= 70) return 40;
  }
  return upper >= 60 ? 30 : 0;
}

export function columnTotals(
  cells: JambColumnCells,
  options: JambOptions = DEFAULT_JAMB_OPTIONS,
): JambColumnTotals {
  const value = (category: JambCategory) => cells[category] ?? 0;
  const upper = UPPER_CATEGORIES.reduce((total, category) => total + value(category), 0);
  const upperFull = UPPER_CATEGORIES.every((category) => cells[category] !== undefined);
  const bonus = upperFull ? upperBonus(upper, options) : 0;
  let middle: number | null = null;
  if (cells.ones !== undefined && cells.max !== undefined && cells.min !== undefined) {
    const difference = cells.max - cells.min;
    middle = cells.ones * (options.clampMiddle ? Math.max(0, difference) : difference);
  }
  const lower = LOWER_CATEGORIES.reduce((total, category) => total + value(category), 0);
  return { upper, bonus, middle, lower, total: upper + bonus + (middle ?? 0) + lower };
}

export function jambSheetTotals(
  sheet: JambSheet,
  options: JambOptions = DEFAULT_JAMB_OPTIONS,
): JambSheetTotals {
  const columns = Object.fromEntries(
    JAMB_COLUMNS.map((column) => [column, columnTotals(sheet[column], options)]),
  ) as Record<JambColumn, JambColumnTotals>;
  const total = JAMB_COLUMNS.reduce((grand, column) => grand + columns[column].total, 0);
  return { columns, total };
}
