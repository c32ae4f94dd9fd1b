// Seeded JamSumo matches between computer players on one physics world, the first marker passing from
// game to game: the figures of `dicetable simulate jamsumo`.
import { turnSeed } from '@dicetable/engine';
import type { JamSumoMode } from '@dicetable/rules/jamsumo';
import { type MatchResult, playMatch } from './match.ts';
import type { PlayerKind } from './players.ts';
import type { PlannerWorld } from './quick-settle.ts';

export interface JamSumoSimulationOptions {
  readonly mode: JamSumoMode;
  /** One kind per seat, in seat order. */
  readonly players: readonly PlayerKind[];
  readonly games: number;
  readonly seed: number;
}

export interface JamSumoSimulation {
  games: number;
  /** Games won by each named player, in the order named; a shared first place is a draw. */
  wins: number[];
  draws: number;
  /** Share of the games won by the first named player. */
  winRate: number;
  /** Mean CPU time of one decision of the first named player, in milliseconds. */
  msPerDecision: number;
  /** Candidate flicks simulated to rest per CPU second while the planners decided. */
  candidatesPerSecond: number;
}

/** Each game as it ends: its number (from 0), how it went, and the wins and draws so far. */
export type JamSumoGameEnded = (
  game: number,
  result: MatchResult,
  wins: readonly number[],
  draws: number,
) => void;

export function simulateJamSumo(
  world: PlannerWorld,
  { mode, players, games, seed }: JamSumoSimulationOptions,
  ended?: JamSumoGameEnded,
): JamSumoSimulation {
  const wins = players.map(() => 0);
  let draws = 0;
  let firstDecisions = 0;
  let firstMs = 0;
  let simulated = 0;
  let planningMs = 0;
  for (let game = 0; game < games; game++) {
    const result = playMatch(world, {
      mode,
      players,
      firstMarker: game % players.length,
      seed: turnSeed(seed, game),
    });
    if (result.winners.length === 1) wins[result.winners[0]!]! += 1;
    else draws += 1;
    firstDecisions += result.decisions[0]!;
    firstMs += result.decisionMs[0]!;
    result.simulations.forEach((count, seat) => {
      if (count === 0) return;
      simulated += count;
      planningMs += result.decisionMs[seat]!;
    });
    ended?.(game, result, wins, draws);
  }
  return {
    games,
    wins,
    draws,
    winRate: wins[0]! / games,
    msPerDecision: firstDecisions > 0 ? firstMs / firstDecisions : 0,
    candidatesPerSecond: planningMs > 0 ? (simulated / planningMs) * 1000 : 0,
  };
}
