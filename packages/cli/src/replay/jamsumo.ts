import { engineLayout, reopen } from '@dicetable/engine/jamsumo-table';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import type { JamSumoLog, JamSumoState } from '@dicetable/rules/jamsumo';
import type { Replayer } from './replayers.ts';

/**
 * Replays a JamSumo log: a game on the tablet is re-simulated flick by flick with the physics engine; a
 * flick that no longer reaches the recorded board stops a strict replay, otherwise the game goes on from
 * the recorded outcomes (with a notice). A score pad is replayed through the rules; burns (left by undo)
 * change nothing in a game without a random generator.
 */
export const replayJamSumo: Replayer = async (replay, options = {}) => {
  const world = await loadPhysicsWorld();
  // The rules stopped at the first illegal action (if any): the flicks before it must re-simulate too.
  const rulesReplay = { log: replay.log as JamSumoLog, states: replay.states as JamSumoState[] };
  const played = reopen(world, engineLayout, rulesReplay, { strict: options.strict === true });
  if (!played.ok) return { ok: false, ...played.error };
  if (!replay.ok) return { ok: false, ...replay.error };
  const { state, resumedAt } = played.value;
  if (resumedAt === undefined) return { ok: true, state };
  const notice = `flick ${resumedAt} no longer re-simulates to the recorded board (another physics engine); the game goes on from the recorded outcomes (--strict refuses it)`;
  return { ok: true, state, notice };
};
