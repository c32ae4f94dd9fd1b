// Replays a game log through the rules: the one way saved, imported and exported games come back to life.
import type { LogAction } from '../game/burn.ts';
import { replayWith } from '../game/replay.ts';
import type { GameLog } from '../log/game-log.ts';
import type { JambAction } from './actions.ts';
import { JAMB_COLUMNS, type JambColumn } from './categories.ts';
import { type JambRankingEntry, type JambState, jambRanking } from './game.ts';
import { jambRules } from './rules.ts';
import type { JambSetup } from './setup.ts';
import { type JambColumnCells, type JambColumnTotals, jambSheetTotals } from './sheet.ts';

export type JambLog = GameLog<JambSetup, LogAction<JambAction>>;

export type JambReplayResult =
  | { readonly ok: true; readonly state: JambState; readonly log: JambLog }
  /** `actionIndex` is -1 when the envelope or the setup is at fault. */
  | { readonly ok: false; readonly actionIndex: number; readonly code: string; readonly message: string };

/** Checks the envelope, the setup and every action in turn; stops at the first illegal one. */
export function replayJambLog(data: unknown): JambReplayResult {
  const replay = replayWith(jambRules, data);
  if (!replay.ok) return { ok: false, ...replay.error };
  return { ok: true, state: replay.state, log: replay.log };
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
    ranking: jambRanking(state),
  };
}
