// Reads the game logs named on the command line, shared by `stats` and `dice-check`.
import { readFile } from 'node:fs/promises';
import { type GameLog, parseGameLog } from '@dicetable/rules';
import { UsageError } from '../cli-io.ts';

export interface NamedLog {
  readonly file: string;
  readonly log: GameLog;
}

/** Every file must be a readable Dicetable game log: one that is not stops the command (exit 2). */
export async function readLogs(files: readonly string[]): Promise<NamedLog[]> {
  if (files.length === 0) throw new UsageError('give one or more game log files');
  const logs: NamedLog[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      throw new UsageError(`cannot read ${file}`);
    }
    const parsed = parseGameLog(text);
    if (!parsed.ok) throw new UsageError(`${file}: ${parsed.error.message} (${parsed.error.code})`);
    logs.push({ file, log: parsed.value });
  }
  return logs;
}
