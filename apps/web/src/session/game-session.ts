// One open game, the same for every game: the log is the truth, the state is the log replayed through
// the game's rules. Every accepted action is appended and saved at once, so a reload or a killed tab
// resumes exactly where the game was; undo is the rules' undo, which takes back decisions and never a
// throw of the app's dice nor a computer's move. Screens read the signals and call these functions;
// nothing is refreshed by hand.
import { appendAction } from '@dicetable/rules';
import {
  computerSeatsOf,
  countMoves,
  lastMoveIndex,
  replayWith,
  type UndoCheck,
  undoCheckAt,
  undoLastAction,
} from '@dicetable/rules/game';
import { type Accessor, batch, createSignal } from 'solid-js';
import { type SavedGame, saveGame } from '../store/games.ts';
import { feedback } from '../ui/feedback.ts';
import type { AppGame, LogOf } from './app-game.ts';
import { refusalText } from './explain.ts';

export interface Refusal {
  readonly code: string;
  /** In the player's language. */
  readonly text: string;
}

export interface GameSession<Setup, State, Action> {
  readonly id: string;
  readonly log: Accessor<LogOf<Setup, Action>>;
  readonly state: Accessor<State>;
  /** Moves played so far (burned draws left by undo are not moves). */
  readonly moves: Accessor<number>;
  /** The last refused action, until the next accepted one or an undo. */
  readonly refusal: Accessor<Refusal | undefined>;
  readonly canUndo: Accessor<boolean>;
  /** What undo would take back now (a decision, a typing fix), or why it takes back nothing. */
  readonly undoCheck: Accessor<UndoCheck>;
  /** Why this session never takes anything back, where it never does (a guided game); said when Undo is tapped. */
  readonly undoClosed?: Accessor<string>;
  /** Tells undo which seats the computer plays: their moves are never taken back. */
  setComputerSeat(isComputer: (seat: number) => boolean): void;
  /** Applies the action if the rules accept it, records and saves it; false (and a refusal) if not. */
  dispatch(action: Action): boolean;
  /** Takes back the last move undo may take back; false when there is none. */
  undo(): boolean;
  /** Settles when the last accepted action or undo is saved: false when storage failed. */
  whenSaved(): Promise<boolean>;
  clearRefusal(): void;
}

export interface OpenedGame<Setup, State, Action> {
  readonly id: string;
  readonly createdAt: string;
  readonly log: LogOf<Setup, Action>;
  readonly state: State;
}

/** The record the store keeps for a game: its log, and what the list of games shows. */
export function savedGameOf<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  opened: OpenedGame<Setup, State, Action>,
): SavedGame {
  const { rules } = game;
  return {
    id: opened.id,
    game: rules.id,
    log: opened.log,
    title: game.title(opened.state),
    players: rules.summary(opened.state, 0).players,
    status: rules.isOver(opened.state) ? 'finished' : 'playing',
    createdAt: opened.createdAt,
    updatedAt: new Date().toISOString(),
    summary: game.summary(opened.state),
  };
}

export function createGameSession<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  opened: OpenedGame<Setup, State, Action>,
  /** False for a game that lives only on screen (a guided first game): nothing goes to the store. */
  persist = true,
): GameSession<Setup, State, Action> {
  const { rules } = game;
  const [now, setNow] = createSignal({ log: opened.log, state: opened.state });
  const [refusal, setRefusal] = createSignal<Refusal>();
  // The setup says which seats the computer plays; a screen may say more (a guided game's computer).
  const recordedSeats = computerSeatsOf(opened.log.setup);
  const [computerSeat, setComputerSeat] = createSignal<(seat: number) => boolean>(
    (seat: number) => (recordedSeats[seat] ?? null) !== null,
  );
  /**
   * The state before each action of the log, kept as the game goes so that asking whether undo may take
   * back the last move costs nothing (a replay per move would make a long game slow); rebuilt by one
   * replay when missing.
   */
  let before: State[] | null = null;
  const statesBefore = (log: LogOf<Setup, Action>): State[] => {
    if (before?.length !== log.actions.length) {
      const replay = replayWith(rules, log, { states: true });
      before = replay.ok && replay.states ? replay.states.slice(0, -1) : [];
    }
    return before;
  };
  // Sessions outlive the component that opened them, so this is cached by hand rather than a memo.
  let checked: { log: unknown; seat: unknown; value: UndoCheck } | undefined;
  const check = (): UndoCheck => {
    const { log, state } = now();
    const seat = computerSeat();
    if (checked?.log !== log || checked.seat !== seat) {
      const before = lastMoveIndex(log.actions) >= 0 ? statesBefore(log) : [];
      // A log that did not replay keeps no states: nothing to take back.
      const states = before.length === log.actions.length ? [...before, state] : [];
      const value = undoCheckAt(rules, log.actions, states, { computerSeat: seat });
      checked = { log, seat, value };
    }
    return checked.value;
  };
  let lastSave: Promise<boolean> = Promise.resolve(true);

  const commit = (log: LogOf<Setup, Action>, state: State) => {
    batch(() => {
      setNow({ log, state });
      setRefusal(undefined);
    });
    // A failed save is shown by the shell's storage notice; the game goes on in memory.
    if (persist) lastSave = saveGame(savedGameOf(game, { ...opened, log, state }));
  };

  return {
    id: opened.id,
    log: () => now().log,
    state: () => now().state,
    moves: () => countMoves(now().log.actions),
    refusal,
    canUndo: () => check().ok,
    undoCheck: check,
    setComputerSeat: (isComputer) =>
      setComputerSeat(() => (seat: number) => (recordedSeats[seat] ?? null) !== null || isComputer(seat)),
    clearRefusal: () => setRefusal(undefined),
    whenSaved: () => lastSave,
    dispatch(action) {
      const { log, state } = now();
      const next = rules.apply(state, action);
      if (!next.ok) {
        setRefusal({ code: next.error.code, text: refusalText(game, next.error.code) });
        feedback('error');
        return false;
      }
      if (before?.length === log.actions.length) before.push(state);
      // A roll of the app's dice is kept with the dice it showed: the log tells the past on its own.
      commit(appendAction(log, rules.recorded(action, next.value)), next.value);
      return true;
    },
    undo() {
      const undone = undoLastAction<Setup, State, Action>(now().log, rules, { computerSeat: computerSeat() });
      if (!undone) return false;
      before = null;
      commit(undone.log, undone.state);
      return true;
    },
  };
}
