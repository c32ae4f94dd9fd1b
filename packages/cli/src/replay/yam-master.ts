import { pointsOf, type YamState, yamReport } from '@dicetable/rules/yam-master';
import type { Replayer } from './replayers.ts';

/** `dicetable replay` of a Yam Master log: the final board, tokens, and winner or points. */
export const replayYamMaster: Replayer = (replay) => {
  if (!replay.ok) return { ok: false, ...replay.error };
  const state = replay.state as YamState;
  return { ok: true, report: yamReport(state, pointsOf(state.board)) };
};
