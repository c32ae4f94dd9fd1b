// Export and import of Yam Master game logs: import refuses, with a translated reason, anything that
// is not a Yam Master log this app can replay; nothing saved is ever overwritten.
import { parseGameLog } from '@dicetable/rules';
import { replayYamLog, type YamLog, type YamState } from '@dicetable/rules/yam-master';
import { downloadJson } from '../../store/download-file.ts';
import { t } from './messages.ts';

export type ImportResult = { ok: true; log: YamLog; state: YamState } | { ok: false; reason: string };

const envelopeReasons = {
  'log-not-json': 'logNotJson',
  'log-foreign': 'logForeign',
  'log-newer-version': 'logNewer',
  'log-bad-version': 'logBadVersion',
  'log-unknown-game': 'logOtherGame',
  'log-malformed': 'logMalformed',
} as const;

export function errorText(code: string): string {
  return t(code as 'game-over') === code ? t('errorGeneric') : t(code as 'game-over');
}

export function readGameFile(text: string): ImportResult {
  const parsed = parseGameLog(text);
  if (!parsed.ok) return { ok: false, reason: t(envelopeReasons[parsed.error.code]) };
  if (parsed.value.game !== 'yam-master') return { ok: false, reason: t('logOtherGame') };
  const replay = replayYamLog(parsed.value);
  if (!replay.ok) {
    const reason =
      replay.actionIndex < 0
        ? t('logBadSetup')
        : t('logIllegal', { n: replay.actionIndex + 1, why: errorText(replay.code) });
    return { ok: false, reason };
  }
  return { ok: true, log: parsed.value as YamLog, state: replay.state };
}

export function downloadLog(log: YamLog, fileName: string): void {
  downloadJson(log, fileName);
}

export function fileNameFor(log: YamLog): string {
  const names = log.setup.players.map((player) => player.name.replace(/[^\p{L}\p{N}]+/gu, '-')).join('-');
  return `yam-master-${names}-${log.createdAt.slice(0, 10)}.json`;
}
