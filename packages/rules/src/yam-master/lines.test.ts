import { describe, expect, it } from 'vitest';
import { type Owner, pointsOf, SCORING_LINES, scoringRuns, WINNING_LINES, winningLine } from './lines.ts';

const boardFrom = (rows: string[]): Owner[] =>
  rows.flatMap((row) =>
    [...row.replaceAll(' ', '')].map((cell) => (cell === 'X' ? 0 : cell === 'O' ? 1 : null)),
  );

describe('lines', () => {
  it('has the 20 scoring lines of docs/rules/yam-master.md#lines-and-points and 12 winning lines', () => {
    expect(SCORING_LINES).toHaveLength(20);
    const lengths = SCORING_LINES.map((line) => line.length).sort();
    expect(lengths).toEqual([3, 3, 3, 3, 4, 4, 4, 4, ...Array(12).fill(5)]);
    expect(WINNING_LINES).toHaveLength(12);
    expect(new Set(SCORING_LINES.map((line) => [...line].sort((a, b) => a - b).join())).size).toBe(20);
  });

  it('scores maximal runs: 3 → 1, 4 → 2 (not 2 plus its runs of 3)', () => {
    const board = boardFrom(['X X X X .', '. . . . .', 'O O O . O', '. . . . .', '. . . . .']);
    expect(pointsOf(board)).toEqual([2, 1]);
    expect(scoringRuns(board)).toHaveLength(2);
  });

  it('scores the short diagonals', () => {
    const board = boardFrom(['. . X . .', '. X . . .', 'X . . . O', '. . . O .', '. . O . .']);
    expect(pointsOf(board)).toEqual([1, 1]);
  });

  it('finds a line of five on a long diagonal, not on a broken one', () => {
    const diagonal = boardFrom(['O . . . .', '. O . . .', '. . O . .', '. . . O .', '. . . . O']);
    expect(winningLine(diagonal, 1)).toEqual([0, 6, 12, 18, 24]);
    expect(winningLine(diagonal, 0)).toBeUndefined();
    const broken = boardFrom(['X X X X O', '. . . . .', '. . . . .', '. . . . .', '. . . . .']);
    expect(winningLine(broken, 0)).toBeUndefined();
  });
});
