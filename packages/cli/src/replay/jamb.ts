import { type JambState, jambReport } from '@dicetable/rules/jamb';
import type { Replayer } from './replayers.ts';

/** Replays a Jamb log: every sheet and the ranking, or the first illegal action. */
export const replayJamb: Replayer = (replay) => {
  if (replay.ok) return { ok: true, report: jambReport(replay.state as JambState) };
  return { ok: false, ...replay.error };
};
