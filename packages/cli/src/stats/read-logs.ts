// Reads the game logs named on the command line, shared by `replay`, `stats` and `dice-check`.
import { readFile } from 'node:fs/promises';
import { GAME_LOG_VERSION, type GameLog, type LogErrorCode, parseGameLog } from '@dicetable/rules';
import { UsageError } from '../cli-io.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';

export interface NamedLog {
  readonly file: string;
  readonly log: GameLog;
}

/** Why a file is no game log this command reads, in the rules' words (English) or the run's language. */
function refusalWords(code: LogErrorCode, text: string): string {
  switch (code) {
    case 'log-not-json':
      return t('logNotJson');
    case 'log-foreign':
      return t('logForeign');
    case 'log-bad-version':
      return t('logBadVersion');
    case 'log-malformed':
      return t('logMalformed');
  }
  // Only these two name what the file says: its version, or its game.
  const data = JSON.parse(text) as { version: number; game: unknown };
  return code === 'log-newer-version'
    ? t('logNewerVersion', { version: localNumber(data.version), newest: localNumber(GAME_LOG_VERSION) })
    : t('logUnknownGame', { game: String(data.game) });
}

/**
 * One game log file; an unreadable file or one that is not a Dicetable game log stops the command
 * (exit 2), its message starting with `prefix`.
 */
export async function readLog(file: string, prefix = ''): Promise<GameLog> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new UsageError(t('cannotRead', { file }));
  }
  const parsed = parseGameLog(text);
  if (!parsed.ok) {
    throw new UsageError(`${prefix}${refusalWords(parsed.error.code, text)} (${parsed.error.code})`);
  }
  return parsed.value;
}

/** Every file must be a readable Dicetable game log: one that is not stops the command (exit 2). */
export async function readLogs(files: readonly string[]): Promise<NamedLog[]> {
  if (files.length === 0) throw new UsageError(t('giveLogs'));
  const logs: NamedLog[] = [];
  for (const file of files) logs.push({ file, log: await readLog(file, `${file}: `) });
  return logs;
}
