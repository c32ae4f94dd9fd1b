import { replayGameLog } from '@dicetable/rules/game';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { replayers } from '../replay/replayers.ts';
import { readLog } from '../stats/read-logs.ts';

export const replayCommand: CommandSpec = {
  summary: 'replay a saved game log through the rules and print the result as JSON',
  usage:
    'dicetable replay FILE [--strict]   (exit 1 at the first illegal action, 2 for an unreadable file)\n' +
    '  --strict   a JamSumo flick must re-simulate to the recorded board bit for bit (else exit 1, replay-diverged)',
  async run(args, io) {
    const file = args.find((arg) => !arg.startsWith('-'));
    if (!file) throw new UsageError('give the game log file to replay');
    const log = await readLog(file);
    const replay = replayers[log.game];
    if (!replay) throw new UsageError(`replay of ${log.game} games is not available`);
    const replayed = replayGameLog(log, { states: true });
    // A damaged setup is an unreadable file (exit 2) in every game, not an illegal action.
    if (!replayed.ok && replayed.error.actionIndex < 0) {
      throw new UsageError(`${replayed.error.message} (${replayed.error.code})`);
    }
    const outcome = await replay(replayed, { strict: args.includes('--strict') });
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
