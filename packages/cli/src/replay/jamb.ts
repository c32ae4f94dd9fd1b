import { jambReport, replayJambLog } from '@dicetable/rules/jamb';
import { UsageError } from '../cli-io.ts';
import type { Replayer } from './replayers.ts';

/** Replays a Jamb log: every sheet and the ranking, or the first illegal action. */
export const replayJamb: Replayer = (log) => {
  const replay = replayJambLog(log);
  if (replay.ok) return { ok: true, report: jambReport(replay.state) };
  // A damaged setup is an unreadable file (exit 2), not an illegal action.
  if (replay.actionIndex < 0) throw new UsageError(`${replay.message} (${replay.code})`);
  return replay;
};
