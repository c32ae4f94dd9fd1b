// A Yam Master game is its log replayed: used for resume, undo, import and `dicetable replay`.
import type { LogAction } from '../game/burn.ts';
import { type LogRefusalCode, replayWith } from '../game/replay.ts';
import { createGameLog, type GameLog } from '../log/game-log.ts';
import type { YamAction } from './actions.ts';
import type { YamState } from './game.ts';
import { type YamRefusalCode, yamMasterRules } from './rules.ts';
import type { YamSetup } from './setup.ts';

export type YamLog = GameLog<YamSetup, LogAction<YamAction>>;

export type ReplayResult =
  | { readonly ok: true; readonly state: YamState }
  | {
      readonly ok: false;
      /** The index of the first illegal action, or -1 when the envelope or the setup is refused. */
      readonly actionIndex: number;
      readonly code: YamRefusalCode | LogRefusalCode;
      readonly message: string;
      /** The game just before the illegal action (absent when the setup is refused). */
      readonly state?: YamState;
    };

export function newYamLog(setup: YamSetup, createdAt = new Date()): YamLog {
  return createGameLog<YamSetup, LogAction<YamAction>>('yam-master', setup, createdAt);
}

export function replayYamLog(log: GameLog): ReplayResult {
  const replay = replayWith(yamMasterRules, log);
  if (replay.ok) return { ok: true, state: replay.state };
  return { ok: false, ...replay.error, ...(replay.state ? { state: replay.state } : {}) };
}
