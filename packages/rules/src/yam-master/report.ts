// A Yam Master game as `dicetable replay` prints it (built through the game interface in
// game/report.ts): board, tokens, and the winner or the points.
import type { ReportFacts } from '../game/report.ts';
import type { YamState } from './game.ts';
import { BOARD_SIZE } from './layout.ts';

/** Player 1's tokens are X, player 2's O, free squares a dot. */
const MARKS = ['X', 'O'] as const;

export interface YamReport {
  readonly game: 'yam-master';
  readonly players: readonly { name: string; mark: string; placed: number; onBoard: number; lost: number }[];
  readonly board: readonly string[];
  readonly layout: readonly string[];
  readonly status: 'finished' | 'playing';
  readonly result?: {
    readonly by: 'line' | 'points';
    readonly winner: string | null;
    readonly points: readonly number[];
    readonly line?: readonly [number, number][];
  };
  readonly toPlay?: string;
  readonly points: readonly number[];
}

export function yamReport(state: YamState, facts: ReportFacts): YamReport {
  const rows = [...Array(BOARD_SIZE).keys()];
  const board = rows.map((row) =>
    rows
      .map((column) => {
        const owner = state.board[row * BOARD_SIZE + column];
        return owner === null || owner === undefined ? '.' : MARKS[owner];
      })
      .join(' '),
  );
  const layout = rows.map((row) => state.labels.slice(row * BOARD_SIZE, (row + 1) * BOARD_SIZE).join(' '));
  const players = state.setup.players.map((player, index) => ({
    name: player.name,
    mark: MARKS[index]!,
    placed: state.placed[index]!,
    onBoard: state.board.filter((owner) => owner === index).length,
    lost: state.lost[index]!,
  }));
  const { result, scores: points } = facts;
  // How the game ended and where the line lies are Yam Master's own words for its result.
  const ending = state.result;
  if (!result || !ending) {
    return {
      game: 'yam-master',
      players,
      board,
      layout,
      status: 'playing',
      toPlay: facts.toPlay!,
      points,
    };
  }
  const seats = [...result.ranking].sort((a, b) => a.player - b.player);
  return {
    game: 'yam-master',
    players,
    board,
    layout,
    status: 'finished',
    result: {
      by: ending.kind,
      winner: result.winners.length === 1 ? seats[result.winners[0]!]!.name : null,
      points: seats.map((placing) => placing.score),
      ...(ending.kind === 'line'
        ? {
            line: ending.line.map((square): [number, number] => [
              Math.floor(square / BOARD_SIZE),
              square % BOARD_SIZE,
            ]),
          }
        : {}),
    },
    points,
  };
}
