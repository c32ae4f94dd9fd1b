// Export and import of a JamSumo game as its log file: the same JSON the app saves and
// `dicetable replay` reads.
import { parseGameLog } from '@dicetable/rules';
import { type JamSumoLog, type JamSumoState, replayLog } from '@dicetable/rules/jamsumo';
import { downloadJson } from '../../store/download-file.ts';
import { t } from './messages.ts';

export function downloadGameLog(log: JamSumoLog): void {
  downloadJson(log, `jamsumo-${log.createdAt.slice(0, 16).replace(/[:T]/g, '-')}.json`);
}

/** Reads a game file: its log and the game it records, or why it is refused (translated). */
export function readGameFile(
  text: string,
): { ok: true; log: JamSumoLog; state: JamSumoState } | { ok: false; reason: string } {
  const envelope = parseGameLog(text);
  if (!envelope.ok) {
    const code = envelope.error.code;
    const reason =
      code === 'log-not-json'
        ? t('fileNotJson')
        : code === 'log-foreign'
          ? t('fileForeign')
          : code === 'log-newer-version'
            ? t('fileNewer')
            : code === 'log-unknown-game'
              ? t('fileOtherGame')
              : t('fileDamaged');
    return { ok: false, reason };
  }
  if (envelope.value.game !== 'jamsumo') return { ok: false, reason: t('fileOtherGame') };
  const replay = replayLog(envelope.value);
  if (!replay.ok) {
    const index = replay.error.actionIndex;
    return { ok: false, reason: index < 0 ? t('fileDamaged') : t('fileIllegal', { count: index + 1 }) };
  }
  return { ok: true, log: envelope.value as JamSumoLog, state: replay.value };
}
