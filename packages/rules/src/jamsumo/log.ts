// JamSumo game logs: the shared envelope with `game: 'jamsumo'`, the setup and every flick (or
// score-pad round). Replaying the recorded outcomes through the rules (`replayWith(jamSumoRules, log)`,
// like every game) rebuilds the game; the physics engine (see @dicetable/engine/jamsumo-table) then
// re-simulates the flicks of that replay.
import type { LogAction } from '../game/burn.ts';
import { createGameLog, type GameLog } from '../log/game-log.ts';
import type { JamSumoAction, JamSumoSetup } from './types.ts';

export type JamSumoLog = GameLog<JamSumoSetup, LogAction<JamSumoAction>>;

export function createJamSumoLog(setup: JamSumoSetup, createdAt?: Date): JamSumoLog {
  return createGameLog<JamSumoSetup, LogAction<JamSumoAction>>('jamsumo', setup, createdAt);
}
