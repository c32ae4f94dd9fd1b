import { pointsOf, replayYamLog, yamReport } from '@dicetable/rules/yam-master';
import type { Replayer } from './replayers.ts';

/** `dicetable replay` of a Yam Master log: the final board, tokens, and winner or points. */
export const replayYamMaster: Replayer = (log) => {
  const replay = replayYamLog(log);
  if (!replay.ok) {
    return { ok: false, actionIndex: replay.actionIndex, code: replay.code, message: replay.message };
  }
  return { ok: true, report: yamReport(replay.state, pointsOf(replay.state.board)) };
};
