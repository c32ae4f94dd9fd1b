import { readFile } from 'node:fs/promises';
import { parseGameLog } from '@dicetable/rules';
import { replayGameLog } from '@dicetable/rules/game';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { replayers } from '../replay/replayers.ts';

export const replayCommand: CommandSpec = {
  summary: 'replay a saved game log through the rules and print the result as JSON',
  usage:
    'dicetable replay FILE [--strict]   (exit 1 at the first illegal action, 2 for an unreadable file)\n' +
    '  --strict   a JamSumo flick must re-simulate to the recorded board bit for bit (else exit 1, replay-diverged)',
  async run(args, io) {
    const file = args.find((arg) => !arg.startsWith('-'));
    if (!file) throw new UsageError('give the game log file to replay');
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      throw new UsageError(`cannot read ${file}`);
    }
    const parsed = parseGameLog(text);
    if (!parsed.ok) throw new UsageError(`${parsed.error.message} (${parsed.error.code})`);
    const replay = replayers[parsed.value.game];
    if (!replay) throw new UsageError(`replay of ${parsed.value.game} games is not available`);
    const outcome = await replay(replayGameLog(parsed.value), { strict: args.includes('--strict') });
    if (!outcome.ok) {
      io.stdout(
        JSON.stringify(
          { error: { actionIndex: outcome.actionIndex, code: outcome.code, message: outcome.message } },
          null,
          2,
        ),
      );
      io.stderr(`action ${outcome.actionIndex} is illegal: ${outcome.message} (${outcome.code})`);
      return 1;
    }
    if (outcome.notice) io.stderr(`note: ${outcome.notice}`);
    io.stdout(JSON.stringify(outcome.report, null, 2));
    return 0;
  },
};
