// Undo that never reveals the future. Taking back a roll must not let the player roll the same dice
// again, so the undone actions' generator draws stay used: undo drops the last move and leaves a burn
// of exactly the draws it had consumed (merged with any burns already at the end of the log).
import type { GameLog } from '../log/game-log.ts';
import { type BurnAction, countMoves, isBurn, type LogAction } from './burn.ts';
import type { GameRules } from './game-rules.ts';
import { gameRules } from './registry.ts';
import { replayWith } from './replay.ts';

export interface Undone<Setup, State, Action> {
  /** The log without its last move, ending in one burn when draws were used since the move before. */
  readonly log: GameLog<Setup, LogAction<Action>>;
  /** The game as it was before the undone move, its generator where it stood after that move. */
  readonly state: State;
  /** The draws the new log burns at its end (0: no burn). */
  readonly burned: number;
}

/** Whether the log holds a move to take back (burns are not moves). */
export function canUndo(log: GameLog): boolean {
  return countMoves(log.actions) > 0;
}

/**
 * The log with its last move taken back, or null when it has none (or does not replay). The generator
 * ends exactly where it stood before the undo, so the next roll is one nobody has seen.
 */
export function undoLastAction<Setup, State, Action>(
  log: GameLog,
  // biome-ignore lint/suspicious/noExplicitAny: any game's rules; the log names the game
  rules: GameRules<Setup, State, Action, any, string> = gameRules(log.game) as never,
): Undone<Setup, State, Action> | null {
  const replay = replayWith(rules, log, { states: true });
  if (!replay.ok || !replay.states) return null;
  const { actions } = replay.log;
  let last = actions.length - 1;
  while (last >= 0 && isBurn(actions[last])) last -= 1;
  if (last < 0) return null;
  // Burns just before the undone move merge with it too: the log keeps at most one burn in a row.
  let kept = last;
  while (kept > 0 && isBurn(actions[kept - 1])) kept -= 1;
  const before = replay.states[kept]!;
  const burned = rules.draws(replay.state) - rules.draws(before);
  const burn: BurnAction[] = burned > 0 ? [{ type: 'burn', draws: burned }] : [];
  return {
    log: { ...replay.log, actions: [...actions.slice(0, kept), ...burn] },
    state: rules.burn(before, burned),
    burned,
  };
}
