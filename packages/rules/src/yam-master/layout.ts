// The board layout is data: a house rule may load another 5×5 arrangement of labels.
import { fail, ok, type Result } from '../result.ts';
import { isLabel, type Label } from './labels.ts';

export const BOARD_SIZE = 5;
export const SQUARES = BOARD_SIZE * BOARD_SIZE;

/** Rows from the top, each of five labels. */
export type Layout = readonly (readonly Label[])[];

/** The default layout of docs/rules/yam-master.md#board, row 0 at the top. */
export const DEFAULT_LAYOUT: Layout = [
  ['1', '3', 'defi', '4', '6'],
  ['2', 'carre', 'sec', 'full', '5'],
  ['le8', 'full', 'yam', 'defi', 'suite'],
  ['6', 'sec', 'suite', 'le8', '1'],
  ['3', '2', 'carre', '5', '4'],
];

export const squareIndex = (row: number, column: number): number => row * BOARD_SIZE + column;
export const squareRow = (square: number): number => Math.floor(square / BOARD_SIZE);
export const squareColumn = (square: number): number => square % BOARD_SIZE;

export function isSquareOnBoard(row: unknown, column: unknown): boolean {
  return (
    Number.isInteger(row) &&
    Number.isInteger(column) &&
    (row as number) >= 0 &&
    (row as number) < BOARD_SIZE &&
    (column as number) >= 0 &&
    (column as number) < BOARD_SIZE
  );
}

/** The labels in square order (index = row × 5 + column). */
export function flattenLayout(layout: Layout): Label[] {
  return layout.flat();
}

export function validateLayout(value: unknown): Result<Layout, 'bad-layout'> {
  const good =
    Array.isArray(value) &&
    value.length === BOARD_SIZE &&
    value.every((row) => Array.isArray(row) && row.length === BOARD_SIZE && row.every(isLabel));
  if (!good) {
    return fail(
      'bad-layout',
      'The board layout must be 5 rows of 5 labels (1–6, full, carre, yam, suite, le8, sec, defi).',
    );
  }
  return ok(value as Layout);
}
