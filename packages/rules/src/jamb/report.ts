// A Jamb game as `dicetable replay` prints it (built through the game interface in game/report.ts).
import type { ReportFacts } from '../game/report.ts';
import { JAMB_COLUMNS, type JambColumn } from './categories.ts';
import type { JambState } from './game.ts';
import { type JambColumnCells, type JambColumnTotals, jambSheetTotals } from './sheet.ts';

export interface JambRankingEntry {
  readonly place: number;
  readonly player: number;
  readonly name: string;
  readonly total: number;
}

export interface JambColumnReport extends JambColumnTotals {
  readonly cells: JambColumnCells;
}

export interface JambReport {
  readonly game: 'jamb';
  readonly finished: boolean;
  readonly turnsPlayed: number;
  readonly options: JambState['setup']['options'];
  readonly sheets: readonly {
    readonly player: number;
    readonly name: string;
    readonly columns: Readonly<Record<JambColumn, JambColumnReport>>;
    readonly total: number;
  }[];
  readonly ranking: readonly JambRankingEntry[];
}

/** Every sheet with its cells, subtotals and totals, and the ranking. */
export function jambReport(state: JambState, facts: ReportFacts): JambReport {
  return {
    game: 'jamb',
    finished: facts.finished,
    turnsPlayed: state.turnsPlayed,
    options: state.setup.options,
    sheets: state.sheets.map((sheet, player) => {
      const totals = jambSheetTotals(sheet, state.setup.options);
      const columns = Object.fromEntries(
        JAMB_COLUMNS.map((column) => [column, { cells: sheet[column], ...totals.columns[column] }]),
      ) as Record<JambColumn, JambColumnReport>;
      return { player, name: state.setup.players[player]!.name, columns, total: facts.scores[player]! };
    }),
    ranking: facts.standing.ranking.map(({ place, player, name, score }) => ({
      place,
      player,
      name,
      total: score,
    })),
  };
}
