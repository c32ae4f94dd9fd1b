import { type JambState, jambReport } from '@dicetable/rules/jamb';
import { UsageError } from '../cli-io.ts';
import type { Replayer } from './replayers.ts';

/** Replays a Jamb log: every sheet and the ranking, or the first illegal action. */
export const replayJamb: Replayer = (replay) => {
  if (replay.ok) return { ok: true, report: jambReport(replay.state as JambState) };
  // A damaged setup is an unreadable file (exit 2), not an illegal action.
  if (replay.error.actionIndex < 0) throw new UsageError(`${replay.error.message} (${replay.error.code})`);
  return { ok: false, ...replay.error };
};
