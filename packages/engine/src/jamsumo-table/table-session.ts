// One JamSumo game's table kept ready (in the app, inside its worker): the exact world at the start of
// every turn of the game, so a flick, an undo or a placement never re-simulates the game again.
import type { GameLog } from '@dicetable/rules';
import type { FlickAction, JamSumoState, Placement } from '@dicetable/rules/jamsumo';
import { emptyBoardLanding, type Landing, type LandingWorld } from './landing.ts';
import { type FlickMove, playFlick } from './play.ts';
import { reopenLog, type TableResult } from './replay.ts';
import { boardOf, engineLayout, syncWorld, type Table, type TableBoard, type TableLayout } from './table.ts';

/** What the session needs of a physics world (the engine's WasmPhysicsWorld has all of it). */
export interface SessionWorld extends LandingWorld {
  readonly dieCount: number;
  restore(snapshot: Uint8Array): void;
}

/** The dice as a screen draws them: POSE_STRIDE floats per die. */
export interface TablePoses {
  readonly board: TableBoard;
  readonly dieCount: number;
  readonly poses: Float32Array;
}

export interface OpenedTable {
  readonly state: JamSumoState;
  readonly table: TablePoses;
  /** The first flick the engine no longer re-simulates as recorded (the game resumed from the record). */
  readonly resumedAt?: number;
}

export interface FlickPlayed {
  readonly action: FlickAction;
  readonly state: JamSumoState;
  /** The way to rest, frame after frame at 60 Hz, POSE_STRIDE floats per die each. */
  readonly frames: Float32Array;
  /** The world for the next turn. */
  readonly table: TablePoses;
}

export type SessionResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

interface Turn {
  /** The action that led here, as JSON (empty for the start of the game). */
  readonly key: string;
  readonly snapshot: Uint8Array;
  readonly state: JamSumoState;
}

const keyOf = (value: unknown) => JSON.stringify(value);

export class TableSession {
  private game = '';
  private turns: Turn[] = [];
  private resumedAt: number | undefined;

  constructor(
    private readonly world: SessionWorld,
    private readonly layout: TableLayout = engineLayout,
  ) {}

  /** Re-simulates the game (resuming from the record where the engine no longer matches it). */
  open(log: GameLog): TableResult<OpenedTable> {
    const turns: Turn[] = [];
    const reopened = reopenLog(this.world, this.layout, log, {
      onState: (state, index) => {
        turns[index + 1] = {
          key: index < 0 ? '' : keyOf(log.actions[index]),
          snapshot: this.world.snapshot(),
          state,
        };
      },
    });
    if (!reopened.ok) {
      this.game = '';
      this.turns = [];
      return reopened;
    }
    this.game = keyOf([log.createdAt, log.setup]);
    this.turns = turns;
    this.resumedAt = reopened.value.resumedAt;
    return {
      ok: true,
      value: {
        state: reopened.value.state,
        table: this.poses(),
        ...(this.resumedAt !== undefined ? { resumedAt: this.resumedAt } : {}),
      },
    };
  }

  /** The game at the end of `log` (after an undo too): its state and the world as it was then. */
  position(log: GameLog): TableResult<OpenedTable> {
    const turn = this.turnAt(log);
    if (!turn.ok) return turn;
    this.world.restore(turn.value.snapshot);
    const resumed = this.resumedAt !== undefined && this.resumedAt < log.actions.length;
    return {
      ok: true,
      value: {
        state: turn.value.state,
        table: this.poses(),
        ...(resumed ? { resumedAt: this.resumedAt } : {}),
      },
    };
  }

  /** Makes a flick at the end of `log`: its recorded action, the next state, the frames to play back. */
  flick(log: GameLog, move: FlickMove): SessionResult<FlickPlayed> {
    const turn = this.turnAt(log);
    if (!turn.ok) return turn;
    this.world.restore(turn.value.snapshot);
    const frames: Float32Array[] = [];
    const played = playFlick(this.table(turn.value.state), turn.value.state, move, (poses) =>
      frames.push(poses.slice()),
    );
    if (!played.ok) return played;
    const { action, state } = played.value;
    this.turns.length = log.actions.length + 1;
    this.turns.push({ key: keyOf(action), snapshot: this.world.snapshot(), state });
    const all = new Float32Array(frames.reduce((n, f) => n + f.length, 0));
    let at = 0;
    for (const frame of frames) {
      all.set(frame, at);
      at += frame.length;
    }
    return { ok: true, value: { action, state, frames: all, table: this.poses() } };
  }

  /** The world at the end of `log` with a supply die put down on a platform ledge (not yet flicked). */
  preview(log: GameLog, die: number, placement: Placement): SessionResult<TablePoses> {
    const turn = this.turnAt(log);
    if (!turn.ok) return turn;
    this.world.restore(turn.value.snapshot);
    syncWorld(this.table(turn.value.state), turn.value.state, { die, placement });
    const poses = this.poses();
    this.world.restore(turn.value.snapshot);
    return { ok: true, value: poses };
  }

  /** Where `move` would send its die on an empty board, from the position at the end of `log` (the landing mark). */
  landing(log: GameLog, move: FlickMove): SessionResult<Landing> {
    const turn = this.turnAt(log);
    if (!turn.ok) return turn;
    this.world.restore(turn.value.snapshot);
    const landing = emptyBoardLanding(
      { world: this.world, board: boardOf(turn.value.state), layout: this.layout },
      turn.value.state,
      move,
    );
    this.world.restore(turn.value.snapshot);
    return { ok: true, value: landing };
  }

  private table(state: JamSumoState): Table {
    return { world: this.world, board: boardOf(state), layout: this.layout };
  }

  private poses(): TablePoses {
    const start = this.turns[0]?.state;
    if (!start) throw new Error('No game is open on this table.');
    return { board: { ...boardOf(start) }, dieCount: this.world.dieCount, poses: this.world.poses.slice() };
  }

  /** The turn the log ends at: from the turns kept when the log is the same game, else opened anew. */
  private turnAt(log: GameLog): TableResult<Turn> {
    const n = log.actions.length;
    const known =
      this.game === keyOf([log.createdAt, log.setup]) &&
      this.turns.length > n &&
      log.actions.every((action, i) => this.turns[i + 1]!.key === keyOf(action));
    if (!known) {
      const opened = this.open(log);
      if (!opened.ok) return opened;
    }
    const turn = this.turns[n];
    if (!turn)
      return { ok: false, error: { actionIndex: n, code: 'replay-diverged', message: 'No such turn.' } };
    return { ok: true, value: turn };
  }
}
