// Playing one JamSumo flick for real on the engine, as the app and the practice player do.
import { ok, type Result } from '@dicetable/rules';
import {
  checkMove,
  type FlickAction,
  type JamSumoRefusalCode,
  type JamSumoState,
  jamSumoRules,
} from '@dicetable/rules/jamsumo';
import { encodeRest } from './rest-state.ts';
import { afterAction, simulateFlick, type Table } from './table.ts';

export type FlickMove = Omit<FlickAction, 'type' | 'outcome'>;

/**
 * Checks the flick is allowed, simulates it to rest (recording the way there with `onFrame`) and applies
 * the outcome. The world ends in the position for the next turn; `action` is what the log records,
 * with the rest state that position gives.
 */
export function playFlick(
  table: Table,
  state: JamSumoState,
  move: FlickMove,
  onFrame?: (poses: Float32Array) => void,
): Result<{ action: FlickAction; state: JamSumoState }, JamSumoRefusalCode> {
  const action = { type: 'flick' as const, ...move };
  const allowed = checkMove(state, action);
  if (!allowed.ok) return allowed;
  const outcome = simulateFlick(table, state, action, onFrame);
  const next = jamSumoRules.apply(state, { ...action, outcome });
  if (!next.ok) return next;
  afterAction(table, state, next.value);
  const rest = encodeRest(table.world, next.value);
  return ok({ action: { ...action, outcome: { ...outcome, rest } }, state: next.value });
}
