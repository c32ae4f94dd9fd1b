// What `dicetable replay` prints of a game, built once for every game through its rules: whether the game
// is over, who is to play, the standing, the result and the scores come from the game interface; each
// game only lays them out beside its own details (its sheets, board or rounds) in its `report.ts`. The
// layouts are public file formats (docs/game-log.md): their keys and order stay as they are.
import { type JambReport, jambReport } from '../jamb/report.ts';
import { type JamSumoReport, jamSumoReport } from '../jamsumo/report.ts';
import type { GameId } from '../log/game-log.ts';
import { type YamReport, yamReport } from '../yam-master/report.ts';
import type { AnyGameRules, GameResult } from './game-rules.ts';
import type { GameRulesOf } from './registry.ts';

/** What the interface says of a game's state, for a report to lay out. */
export interface ReportFacts {
  readonly finished: boolean;
  /** The name of the player to act now, null once the game is over. */
  readonly toPlay: string | null;
  /** The ranking as the game stands (`standing`). */
  readonly standing: GameResult;
  /** The final ranking, null before the game is over (`result`). */
  readonly result: GameResult | null;
  /** Per player, in seat order, the score as it stands (`summary`). */
  readonly scores: readonly number[];
}

type StateOf<G extends GameId> = Parameters<GameRulesOf<G>['apply']>[0];

/** Each game's own report: its details and the facts, in the order its format has always had. */
export type ReportLayout<State, Report> = (state: State, facts: ReportFacts) => Report;

const LAYOUTS: { readonly [G in GameId]: ReportLayout<StateOf<G>, unknown> } = {
  jamb: jambReport,
  'yam-master': yamReport,
  jamsumo: jamSumoReport,
};

export type GameReport = JambReport | YamReport | JamSumoReport;

/** The report of a game's state; `moves` are the actions played so far (burns not counted). */
export function gameReport(rules: AnyGameRules, state: unknown, moves: number): GameReport {
  const summary = rules.summary(state, moves);
  const current = rules.currentPlayer(state);
  const facts: ReportFacts = {
    finished: rules.isOver(state),
    toPlay: current === null ? null : summary.players[current]!,
    standing: rules.standing(state),
    result: rules.result(state),
    scores: summary.scores,
  };
  const layout = LAYOUTS[rules.id] as ReportLayout<unknown, GameReport>;
  return layout(state, facts);
}
