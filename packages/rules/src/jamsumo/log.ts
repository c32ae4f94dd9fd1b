// JamSumo game logs: the shared envelope with `game: 'jamsumo'`, the setup and every flick (or
// score-pad round). Replaying the recorded outcomes through the rules rebuilds the game; replaying the
// flicks through the physics engine (see @dicetable/engine/jamsumo-table) re-simulates it.
import type { LogAction } from '../game/burn.ts';
import { type LogRefusalCode, replayWith } from '../game/replay.ts';
import { createGameLog, type GameLog } from '../log/game-log.ts';
import { ok } from '../result.ts';
import type { ActionErrorCode } from './reducer.ts';
import { jamSumoRules } from './rules.ts';
import type { SetupErrorCode } from './setup.ts';
import type { JamSumoAction, JamSumoSetup, JamSumoState } from './types.ts';

export type JamSumoLog = GameLog<JamSumoSetup, LogAction<JamSumoAction>>;

export function createJamSumoLog(setup: JamSumoSetup, createdAt?: Date): JamSumoLog {
  return createGameLog<JamSumoSetup, LogAction<JamSumoAction>>('jamsumo', setup, createdAt);
}

export interface ReplayFailure {
  /** -1 when the envelope or the setup is refused. */
  readonly actionIndex: number;
  readonly code: SetupErrorCode | ActionErrorCode | LogRefusalCode | 'replay-diverged';
  readonly message: string;
}

export type ReplayResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ReplayFailure };

/** Every state of the game, from the start to after the last action; fails at the first illegal action. */
export function replayStates(log: GameLog): ReplayResult<JamSumoState[]> {
  const replay = replayWith(jamSumoRules, log, { states: true });
  if (!replay.ok) return { ok: false, error: replay.error };
  return ok([...replay.states!]);
}

export function replayLog(log: GameLog): ReplayResult<JamSumoState> {
  const replay = replayWith(jamSumoRules, log);
  if (!replay.ok) return { ok: false, error: replay.error };
  return ok(replay.state);
}
