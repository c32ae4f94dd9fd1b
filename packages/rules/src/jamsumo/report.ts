// A JamSumo game as `dicetable replay` prints it (built through the game interface in game/report.ts).
import type { ReportFacts } from '../game/report.ts';
import { signedPips } from './scoring.ts';
import { roundPlan } from './setup.ts';
import type { JamSumoSetup, JamSumoState, RoundKind, TableKind } from './types.ts';

export interface JamSumoReport {
  readonly game: 'jamsumo';
  readonly mode: JamSumoSetup['mode'];
  readonly table: TableKind;
  readonly finished: boolean;
  readonly roundsPlayed: number;
  readonly rounds: number;
  readonly results: readonly {
    readonly round: number;
    readonly kind: RoundKind;
    readonly marker: number;
    readonly pips: readonly number[];
    /** Each player's pips as they count in the total: Jam's minus, Sumo's plus in a Jam Sumo game. */
    readonly points: readonly number[];
  }[];
  readonly standings: readonly { place: number; seat: number; name: string; total: number }[];
}

/** Every round's pips and points, and the standings. */
export function jamSumoReport(state: JamSumoState, facts: ReportFacts): JamSumoReport {
  const { setup } = state;
  return {
    game: 'jamsumo',
    mode: setup.mode,
    table: setup.table,
    finished: facts.finished,
    roundsPlayed: state.results.length,
    rounds: roundPlan(setup).length,
    results: state.results.map((result, index) => ({
      round: index + 1,
      kind: result.kind,
      marker: result.marker,
      pips: result.pips,
      points: result.pips.map((pips) => signedPips(setup, result.kind, pips)),
    })),
    standings: facts.standing.ranking.map((placing) => ({
      place: placing.place,
      seat: placing.player,
      name: placing.name,
      total: placing.score,
    })),
  };
}
