import { engineLayout, reopen } from '@dicetable/engine/jamsumo-table';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { jamSumoRules } from '@dicetable/rules/game';
import { type JamSumoLog, type JamSumoState, roundPlan, signedPips } from '@dicetable/rules/jamsumo';
import type { Replayer } from './replayers.ts';

export function jamsumoReport(state: JamSumoState) {
  const { setup } = state;
  const plan = roundPlan(setup);
  return {
    game: 'jamsumo',
    mode: setup.mode,
    table: setup.table,
    finished: state.finished,
    roundsPlayed: state.results.length,
    rounds: plan.length,
    results: state.results.map((result, index) => ({
      round: index + 1,
      kind: result.kind,
      marker: result.marker,
      pips: result.pips,
      points: result.pips.map((pips) => signedPips(setup, result.kind, pips)),
    })),
    standings: jamSumoRules.standing(state).ranking.map((placing) => ({
      place: placing.place,
      seat: placing.player,
      name: placing.name,
      total: placing.score,
    })),
  };
}

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
  const report = jamsumoReport(state);
  if (resumedAt === undefined) return { ok: true, report };
  const notice = `flick ${resumedAt} no longer re-simulates to the recorded board (another physics engine); the game goes on from the recorded outcomes (--strict refuses it)`;
  return { ok: true, report, notice };
};
