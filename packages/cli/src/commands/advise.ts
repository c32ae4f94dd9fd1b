import { adviseNextAction } from '@dicetable/players';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { optionParts } from '../command-options.ts';
import { t } from '../messages.ts';

export const adviseCommand: CommandSpec = {
  summary: () => t('adviseSummary'),
  usage: () => t('adviseUsage'),
  async run(args, io) {
    const parts = optionParts(args, { flags: ['stream'] });
    // `--stream` is all it takes: the first other argument is refused.
    const stray = parts.find((part) => part.kind === 'word' || part.kind === 'unknown');
    if (stray !== undefined) throw new UsageError(t('adviseUnknownArgument', { argument: stray.arg }));
    if (!parts.some((part) => part.kind === 'flag')) throw new UsageError(t('adviseNeedsStream'));
    for await (const line of io.readLines()) {
      if (line.trim() === '') continue;
      let data: unknown;
      try {
        data = JSON.parse(line);
      } catch {
        io.stdout(
          JSON.stringify({ error: { code: 'log-not-json', message: 'This line is not valid JSON.' } }),
        );
        continue;
      }
      const advice = adviseNextAction(data);
      io.stdout(JSON.stringify(advice.ok ? advice.value : { error: advice.error }));
    }
    return 0;
  },
};
