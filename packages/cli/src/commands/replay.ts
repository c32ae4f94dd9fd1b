import { type CommandSpec, UsageError } from '../cli-io.ts';
import { t } from '../messages.ts';
import { replayFile } from '../replay/replay-file.ts';

export const replayCommand: CommandSpec = {
  summary: () => t('replaySummary'),
  usage: () => t('replayUsage'),
  async run(args, io) {
    const file = args.find((arg) => !arg.startsWith('-'));
    if (!file) throw new UsageError(t('replayGiveFile'));
    const replayed = await replayFile(file, io, { strict: args.includes('--strict') });
    if (!replayed.ok) return replayed.exitCode;
    if (replayed.notice) io.stderr(t('replayNote', { notice: replayed.notice }));
    io.stdout(JSON.stringify(replayed.report, null, 2));
    return 0;
  },
};
