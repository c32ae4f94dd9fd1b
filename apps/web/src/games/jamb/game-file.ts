// Export and import of a game as its log file: the same JSON the app saves and `dicetable replay` reads.
import { parseGameLog } from '@dicetable/rules';
import { type JambLog, type JambState, replayJambLog } from '@dicetable/rules/jamb';
import { downloadJson } from '../../store/download-file.ts';
import { fileErrorReason } from './labels.ts';

export function downloadGameLog(log: JambLog, fileName: string): void {
  downloadJson(log, fileName);
}

export const logFileName = (log: JambLog): string =>
  `jamb-${log.createdAt.slice(0, 16).replace(/[:T]/g, '-')}.json`;

/** Reads a game file: its log and replayed state, or why it is refused (translated). */
export function readGameFile(
  text: string,
): { ok: true; log: JambLog; state: JambState } | { ok: false; reason: string } {
  const envelope = parseGameLog(text);
  if (!envelope.ok) return { ok: false, reason: fileErrorReason(envelope.error.code, -1) };
  const replay = replayJambLog(envelope.value);
  if (!replay.ok) return { ok: false, reason: fileErrorReason(replay.code, replay.actionIndex) };
  return { ok: true, log: replay.log, state: replay.state };
}
