// A Yam Master game is its log replayed: used for resume, undo, import and `dicetable replay`.
import { createGameLog, type GameLog } from '../log/game-log.ts';
import type { YamAction } from './actions.ts';
import { applyAction, initialState, type YamErrorCode, type YamState } from './game.ts';
import { type SetupErrorCode, validateSetup, type YamSetup } from './setup.ts';

export type YamLog = GameLog<YamSetup, YamAction>;

export type ReplayResult =
  | { readonly ok: true; readonly state: YamState }
  | {
      readonly ok: false;
      /** The index of the first illegal action, or -1 when the setup itself is refused. */
      readonly actionIndex: number;
      readonly code: YamErrorCode | SetupErrorCode | 'log-wrong-game';
      readonly message: string;
      /** The game just before the illegal action (absent when the setup is refused). */
      readonly state?: YamState;
    };

export function newYamLog(setup: YamSetup, createdAt = new Date()): YamLog {
  return createGameLog<YamSetup, YamAction>('yam-master', setup, createdAt);
}

export function replayYamLog(log: GameLog): ReplayResult {
  if (log.game !== 'yam-master') {
    return {
      ok: false,
      actionIndex: -1,
      code: 'log-wrong-game',
      message: 'This log is not a Yam Master game.',
    };
  }
  const setup = validateSetup(log.setup);
  if (!setup.ok) return { ok: false, actionIndex: -1, ...setup.error };
  let state = initialState(setup.value);
  for (const [index, action] of log.actions.entries()) {
    const next = applyAction(state, action as YamAction);
    if (!next.ok) return { ok: false, actionIndex: index, ...next.error, state };
    state = next.value;
  }
  return { ok: true, state };
}
