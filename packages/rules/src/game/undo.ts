// Undo as at a real table: a throw of the app's dice, once shown, stands, and so does a JamSumo flick
// once the physics has laid the dice down; undo takes back decisions (hold, release, announce, Défi,
// write, place, pass, a score-pad round), never a throw, and never a computer's move. With
// dice thrown at the table and typed in, taking back the typed throw is a typing fix: the same throw,
// typed again. Nothing undo does draws or skips random numbers, so it writes no burn; burns that logs
// written before this rule hold are kept where they are and replay as they always did (docs/game-log.md).
import type { GameLog } from '../log/game-log.ts';
import { isBurn, type LogAction } from './burn.ts';
import type { GameRules } from './game-rules.ts';
import { gameRules } from './registry.ts';
import { replayWith } from './replay.ts';

/** Why there is nothing to take back now. */
export type UndoRefusal =
  /** No move yet (burns are not moves). */
  | 'nothing-to-undo'
  /** The last move was a throw the app made (its dice, a JamSumo flick): a throw stands. */
  | 'throw-stands'
  /** The last move was a computer's. */
  | 'computer-move';

/** What undo would take back: a decision, or dice typed after a throw at the table. */
export type UndoKind = 'decision' | 'typing-fix';

export type UndoCheck =
  | { readonly ok: true; readonly kind: UndoKind }
  | { readonly ok: false; readonly reason: UndoRefusal };

export interface UndoOptions {
  /** Whether the computer plays a seat: its moves are never taken back. */
  readonly computerSeat?: (seat: number) => boolean;
}

export interface Undone<Setup, State, Action> {
  /** The log without its last move (burns after it, from logs written before, stay). */
  readonly log: GameLog<Setup, LogAction<Action>>;
  /** The game as it was before the undone move. */
  readonly state: State;
  readonly kind: UndoKind;
}

// biome-ignore lint/suspicious/noExplicitAny: any game's rules; the log names the game
type AnyRules<Setup, State, Action> = GameRules<Setup, State, Action, any, string>;

/** Where the last move is among a log's actions (burns, which logs written before hold, are not moves); −1 if none. */
export function lastMoveIndex(actions: readonly unknown[]): number {
  let index = actions.length - 1;
  while (index >= 0 && isBurn(actions[index])) index -= 1;
  return index;
}

/** Whether undo may take back `action`, the last move, given the states just before and after it. */
function undoCheckOf<Setup, State, Action>(
  rules: AnyRules<Setup, State, Action>,
  action: Action,
  before: State,
  after: State,
  options: UndoOptions,
): UndoCheck {
  const seat = rules.currentPlayer(before);
  if (seat !== null && options.computerSeat?.(seat)) return { ok: false, reason: 'computer-move' };
  if (!rules.isThrow(action)) return { ok: true, kind: 'decision' };
  return rules.madeByApp(action, before, after)
    ? { ok: false, reason: 'throw-stands' }
    : { ok: true, kind: 'typing-fix' };
}

/**
 * Whether undo may take back the last move of `actions`, given the state before each action and, last, the
 * state now (`states.length === actions.length + 1`): for callers that keep the states (the app's session).
 */
export function undoCheckAt<Setup, State, Action>(
  rules: AnyRules<Setup, State, Action>,
  actions: readonly unknown[],
  states: readonly State[],
  options: UndoOptions = {},
): UndoCheck {
  const index = lastMoveIndex(actions);
  if (index < 0 || states.length <= index + 1) return { ok: false, reason: 'nothing-to-undo' };
  return undoCheckOf(rules, actions[index] as Action, states[index]!, states[index + 1]!, options);
}

/** Whether undo may take back the last move now, and what it would be; a log that does not replay has nothing. */
export function undoCheck<Setup, State, Action>(
  log: GameLog,
  // biome-ignore lint/suspicious/noExplicitAny: any game's rules; the log names the game
  rules: GameRules<Setup, State, Action, any, string> = gameRules(log.game) as never,
  options: UndoOptions = {},
): UndoCheck {
  const replay = replayWith(rules, log, { states: true });
  if (!replay.ok || !replay.states) return { ok: false, reason: 'nothing-to-undo' };
  return undoCheckAt(rules, replay.log.actions, replay.states, options);
}

/** Whether the log holds a move undo may take back. */
export function canUndo(log: GameLog, options: UndoOptions = {}): boolean {
  return undoCheck(log, undefined, options).ok;
}

/** The log with its last move taken back, or null when `undoCheck` says there is nothing to take back. */
export function undoLastAction<Setup, State, Action>(
  log: GameLog,
  // biome-ignore lint/suspicious/noExplicitAny: any game's rules; the log names the game
  rules: GameRules<Setup, State, Action, any, string> = gameRules(log.game) as never,
  options: UndoOptions = {},
): Undone<Setup, State, Action> | null {
  const replay = replayWith(rules, log, { states: true });
  if (!replay.ok || !replay.states) return null;
  const states = replay.states;
  const { actions } = replay.log;
  const check = undoCheckAt(rules, actions, states, options);
  if (!check.ok) return null;
  const index = lastMoveIndex(actions);
  // Burns after the move (only in logs written before) keep the generator where it stood.
  const later = actions.slice(index + 1) as { type: 'burn'; draws: number }[];
  const state = later.reduce<State>((s, burn) => rules.burn(s, burn.draws), states[index]!);
  return { log: { ...replay.log, actions: [...actions.slice(0, index), ...later] }, state, kind: check.kind };
}
