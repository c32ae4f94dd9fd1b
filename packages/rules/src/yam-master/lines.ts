// Lines on the 5×5 board: the 20 lines of length ≥ 3 that score, and the 12 lines of five that win.
import { BOARD_SIZE, squareIndex } from './layout.ts';

export type Owner = 0 | 1 | null;

/** Squares in order along one line. */
export type Line = readonly number[];

function buildLines(): Line[] {
  const lines: Line[] = [];
  const range = [...Array(BOARD_SIZE).keys()];
  for (const row of range) lines.push(range.map((column) => squareIndex(row, column)));
  for (const column of range) lines.push(range.map((row) => squareIndex(row, column)));
  // Diagonals going down-right, starting on the left column or the top row.
  const starts: [number, number][] = [
    ...range.map((row): [number, number] => [row, 0]),
    ...range.slice(1).map((column): [number, number] => [0, column]),
  ];
  for (const [row0, column0] of starts) {
    const down: number[] = [];
    for (let r = row0, c = column0; r < BOARD_SIZE && c < BOARD_SIZE; r++, c++) down.push(squareIndex(r, c));
    if (down.length >= 3) lines.push(down);
  }
  // Diagonals going down-left, starting on the right column or the top row.
  const antiStarts: [number, number][] = [
    ...range.map((row): [number, number] => [row, BOARD_SIZE - 1]),
    ...range.slice(0, -1).map((column): [number, number] => [0, column]),
  ];
  for (const [row0, column0] of antiStarts) {
    const down: number[] = [];
    for (let r = row0, c = column0; r < BOARD_SIZE && c >= 0; r++, c--) down.push(squareIndex(r, c));
    if (down.length >= 3) lines.push(down);
  }
  return lines;
}

/** The 20 scoring lines: 5 rows, 5 columns, and per diagonal direction lengths 3, 4, 5, 4, 3. */
export const SCORING_LINES: readonly Line[] = buildLines();

/** Rows, columns and the two long diagonals: five own tokens on one of these win at once. */
export const WINNING_LINES: readonly Line[] = SCORING_LINES.filter((line) => line.length === BOARD_SIZE);

export function winningLine(board: readonly Owner[], player: 0 | 1): Line | undefined {
  return WINNING_LINES.find((line) => line.every((square) => board[square] === player));
}

/** A maximal run of one player's tokens along a scoring line. */
export interface Run {
  readonly player: 0 | 1;
  readonly squares: readonly number[];
  readonly points: number;
}

/** A run of 3 scores 1, a run of 4 scores 2 (not 2 plus its runs of 3). Shorter runs score nothing. */
export function runPoints(length: number): number {
  if (length === 3) return 1;
  if (length >= 4) return 2;
  return 0;
}

/** Every maximal run of length ≥ 3 of either player. */
export function scoringRuns(board: readonly Owner[]): Run[] {
  const runs: Run[] = [];
  for (const line of SCORING_LINES) {
    let start = 0;
    while (start < line.length) {
      const owner = board[line[start]!] ?? null;
      let end = start + 1;
      while (end < line.length && board[line[end]!] === owner) end++;
      if (owner !== null && end - start >= 3) {
        const squares = line.slice(start, end);
        runs.push({ player: owner, squares, points: runPoints(squares.length) });
      }
      start = end;
    }
  }
  return runs;
}

export function pointsOf(board: readonly Owner[]): [number, number] {
  const points: [number, number] = [0, 0];
  for (const run of scoringRuns(board)) points[run.player] += run.points;
  return points;
}
