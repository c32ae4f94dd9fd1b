import { adviseNextAction } from '@dicetable/players';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { t } from '../messages.ts';

export const adviseCommand: CommandSpec = {
  summary: () => t('adviseSummary'),
  usage: () => t('adviseUsage'),
  async run(args, io) {
    const unknown = args.find((arg) => arg !== '--stream');
    if (unknown !== undefined) throw new UsageError(t('adviseUnknownArgument', { argument: unknown }));
    if (!args.includes('--stream')) throw new UsageError(t('adviseNeedsStream'));
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
