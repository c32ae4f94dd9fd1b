// Reads the game logs named on the command line, shared by `replay`, `stats` and `dice-check`.
import { readFile } from 'node:fs/promises';
import { type GameLog, parseGameLog } from '@dicetable/rules';
import { UsageError } from '../cli-io.ts';
import { t } from '../messages.ts';

export interface NamedLog {
  readonly file: string;
  readonly log: GameLog;
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
  if (!parsed.ok) throw new UsageError(`${prefix}${parsed.error.message} (${parsed.error.code})`);
  return parsed.value;
}

/** Every file must be a readable Dicetable game log: one that is not stops the command (exit 2). */
export async function readLogs(files: readonly string[]): Promise<NamedLog[]> {
  if (files.length === 0) throw new UsageError(t('giveLogs'));
  const logs: NamedLog[] = [];
  for (const file of files) logs.push({ file, log: await readLog(file, `${file}: `) });
  return logs;
}
