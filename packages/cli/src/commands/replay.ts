import { type CommandSpec, UsageError } from '../cli-io.ts';
import { readOptions } from '../command-options.ts';
import { t } from '../messages.ts';
import { replayFile } from '../replay/replay-file.ts';

export const replayCommand: CommandSpec = {
  summary: () => t('replaySummary'),
  usage: () => t('replayUsage'),
  async run(args, io) {
    // Options it does not know and names after the first are passed over.
    const { flags, words } = readOptions(args, { flags: ['strict'] });
    const file = words[0];
    if (!file) throw new UsageError(t('replayGiveFile'));
    const replayed = await replayFile(file, io, { strict: flags.has('strict') });
    if (!replayed.ok) return replayed.exitCode;
    if (replayed.notice) io.stderr(t('replayNote', { notice: replayed.notice }));
    io.stdout(JSON.stringify(replayed.report, null, 2));
    return 0;
  },
};
