// A Yam Master game log. Logs are replayed through the one game interface (`replayWith(yamMasterRules,
// log)`, game/replay.ts), like every game's.
import type { LogAction } from '../game/burn.ts';
import { createGameLog, type GameLog } from '../log/game-log.ts';
import type { YamAction } from './actions.ts';
import type { YamSetup } from './setup.ts';

export type YamLog = GameLog<YamSetup, LogAction<YamAction>>;

export function newYamLog(setup: YamSetup, createdAt = new Date()): YamLog {
  return createGameLog<YamSetup, LogAction<YamAction>>('yam-master', setup, createdAt);
}
