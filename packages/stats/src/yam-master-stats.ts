// Yam Master statistics of one player over finished games.
import type { YamState } from '@dicetable/rules/yam-master';

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
    const result = state.result!;
    if (result.winner === null) draws++;
    else if (result.winner === seat) {
      wins++;
      if (result.kind === 'line') linesOfFive++;
    }
    points += result.points[seat]!;
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
