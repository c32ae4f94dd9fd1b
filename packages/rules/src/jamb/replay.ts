// A Jamb log and what `dicetable replay` prints of it. Logs are replayed through the one game interface
// (`replayWith(jambRules, log)`, game/replay.ts), like every game's.
import type { LogAction } from '../game/burn.ts';
import type { GameLog } from '../log/game-log.ts';
import type { JambAction } from './actions.ts';
import { JAMB_COLUMNS, type JambColumn } from './categories.ts';
import type { JambState } from './game.ts';
import { jambRules } from './rules.ts';
import type { JambSetup } from './setup.ts';
import { type JambColumnCells, type JambColumnTotals, jambSheetTotals } from './sheet.ts';

export type JambLog = GameLog<JambSetup, LogAction<JambAction>>;

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

/** Every sheet with its cells, subtotals and totals, and the ranking: what `dicetable replay` prints. */
export function jambReport(state: JambState): JambReport {
  return {
    game: 'jamb',
    finished: state.finished,
    turnsPlayed: state.turnsPlayed,
    options: state.setup.options,
    sheets: state.sheets.map((sheet, player) => {
      const totals = jambSheetTotals(sheet, state.setup.options);
      const columns = Object.fromEntries(
        JAMB_COLUMNS.map((column) => [column, { cells: sheet[column], ...totals.columns[column] }]),
      ) as Record<JambColumn, JambColumnReport>;
      return { player, name: state.setup.players[player]!.name, columns, total: totals.total };
    }),
    ranking: jambRules.standing(state).ranking.map(({ place, player, name, score }) => ({
      place,
      player,
      name,
      total: score,
    })),
  };
}
