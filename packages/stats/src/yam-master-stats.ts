// Yam Master statistics of one player over finished games.
import { yamMasterRules } from '@dicetable/rules/game';
import { winningLine, type YamState } from '@dicetable/rules/yam-master';

export interface YamPlayerStats {
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Games won at once by a line of five tokens. */
  readonly linesOfFive: number;
  /** The mean of the player's line points (runs of 3 and 4) at the end of the game. */
  readonly meanPoints: number;
}

export interface YamGameOfPlayer {
  readonly state: YamState;
  readonly seat: number;
}

export function yamPlayerStats(games: readonly YamGameOfPlayer[]): YamPlayerStats | null {
  if (games.length === 0) return null;
  let wins = 0;
  let draws = 0;
  let linesOfFive = 0;
  let points = 0;
  for (const { state, seat } of games) {
    // Only finished games are counted: each has its result.
    const result = yamMasterRules.result(state)!;
    if (result.winners.length > 1) draws++;
    else if (result.winners[0] === seat) {
      wins++;
      // A line of five ends the game at once, so the winner's line is on the final board.
      if (winningLine(state.board, seat as 0 | 1)) linesOfFive++;
    }
    points += result.ranking.find((placing) => placing.player === seat)!.score;
  }
  return {
    games: games.length,
    wins,
    losses: games.length - wins - draws,
    draws,
    linesOfFive,
    meanPoints: points / games.length,
  };
}
