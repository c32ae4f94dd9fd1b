// JamSumo game logs: the shared envelope with `game: 'jamsumo'`, the setup and every flick (or
// score-pad round). Replaying the recorded outcomes through the rules rebuilds the game; replaying the
// flicks through the physics engine (see @dicetable/engine/jamsumo-table) re-simulates it.
import { createGameLog, type GameLog } from '../log/game-log.ts';
import { ok } from '../result.ts';
import { type ActionErrorCode, applyAction } from './reducer.ts';
import { newGame, type SetupErrorCode, validateSetup } from './setup.ts';
import type { JamSumoAction, JamSumoSetup, JamSumoState } from './types.ts';

export type JamSumoLog = GameLog<JamSumoSetup, JamSumoAction>;

export function createJamSumoLog(setup: JamSumoSetup, createdAt?: Date): JamSumoLog {
  return createGameLog<JamSumoSetup, JamSumoAction>('jamsumo', setup, createdAt);
}

export interface ReplayFailure {
  /** -1 when the setup itself is refused. */
  readonly actionIndex: number;
  readonly code: SetupErrorCode | ActionErrorCode | 'log-wrong-game' | 'replay-diverged';
  readonly message: string;
}

export type ReplayResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ReplayFailure };

/** Every state of the game, from the start to after the last action; fails at the first illegal action. */
export function replayStates(log: GameLog): ReplayResult<JamSumoState[]> {
  if (log.game !== 'jamsumo') {
    return {
      ok: false,
      error: { actionIndex: -1, code: 'log-wrong-game', message: 'This is not a JamSumo game.' },
    };
  }
  const setup = validateSetup(log.setup);
  if (!setup.ok) return { ok: false, error: { actionIndex: -1, ...setup.error } };
  const states = [newGame(setup.value)];
  for (const [index, action] of (log.actions as JamSumoAction[]).entries()) {
    const next = applyAction(states[states.length - 1]!, action);
    if (!next.ok) return { ok: false, error: { actionIndex: index, ...next.error } };
    states.push(next.value);
  }
  return ok(states);
}

export function replayLog(log: GameLog): ReplayResult<JamSumoState> {
  const states = replayStates(log);
  if (!states.ok) return states;
  return ok(states.value[states.value.length - 1]!);
}
