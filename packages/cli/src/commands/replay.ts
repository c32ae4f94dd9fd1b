import { replayGameLog } from '@dicetable/rules/game';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { replayers } from '../replay/replayers.ts';
import { readLog } from '../stats/read-logs.ts';

export const replayCommand: CommandSpec = {
  summary: () => t('replaySummary'),
  usage: () => t('replayUsage'),
  async run(args, io) {
    const file = args.find((arg) => !arg.startsWith('-'));
    if (!file) throw new UsageError(t('replayGiveFile'));
    const log = await readLog(file);
    const replay = replayers[log.game];
    if (!replay) throw new UsageError(t('replayUnavailable', { game: log.game }));
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
      io.stderr(
        t('replayIllegal', {
          index: localNumber(outcome.actionIndex),
          message: outcome.message,
          code: outcome.code,
        }),
      );
      return 1;
    }
    if (outcome.notice) io.stderr(t('replayNote', { notice: outcome.notice }));
    io.stdout(JSON.stringify(outcome.report, null, 2));
    return 0;
  },
};
