// Board facts the Yam Master players share: who owns what, line points, which lines a square is on.
import {
  type Label,
  type Owner,
  pointsOf,
  SCORING_LINES,
  WINNING_LINES,
  type YamState,
} from '@dicetable/rules/yam-master';

export type Seat = 0 | 1;
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** The free squares whose label is among `labels`. */
export function freeSquaresOf(state: YamState, labels: ReadonlySet<Label>): number[] {
  return state.labels.flatMap((label, square) =>
    labels.has(label) && state.board[square] === null ? [square] : [],
  );
}

/** Labels that still have a free square. */
export function openLabels(state: YamState): Set<Label> {
  return new Set(state.labels.filter((_, square) => state.board[square] === null));
}

export const withSquare = (board: readonly Owner[], square: number, owner: Owner): Owner[] => {
  const next = [...board];
  next[square] = owner;
  return next;
};

export const SCORING_LINES_OF: readonly (readonly number[])[] = Array.from({ length: 25 }, (_, square) =>
  SCORING_LINES.flatMap((line, index) => (line.includes(square) ? [index] : [])),
);
export const WINNING_LINES_OF: readonly (readonly number[])[] = Array.from({ length: 25 }, (_, square) =>
  WINNING_LINES.flatMap((line, index) => (line.includes(square) ? [index] : [])),
);

/** Scoring lines through the square that hold no token of `seat`'s opponent. */
export function openLinesThrough(board: readonly Owner[], square: number, seat: Seat): number {
  return SCORING_LINES_OF[square]!.filter((index) =>
    SCORING_LINES[index]!.every((s) => board[s] !== other(seat)),
  ).length;
}

export const pointsOfSeat = (board: readonly Owner[], seat: Seat): number => pointsOf(board)[seat];
