import { BENCH_OPTIONS, benches } from '../bench/benches.ts';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { readOptions } from '../command-options.ts';
import { t } from '../messages.ts';

export const benchCommand: CommandSpec = {
  summary: () => t('benchSummary'),
  usage: () => t('benchUsage'),
  async run(args, io) {
    // Options no benchmark knows are passed over.
    const options = readOptions(args, BENCH_OPTIONS);
    const json = options.flags.has('json');
    const names = options.words;
    const selected = names.length > 0 ? names : Object.keys(benches);
    for (const name of selected) {
      if (!benches[name]) {
        throw new UsageError(t('benchUnknown', { name, available: Object.keys(benches).join(', ') }));
      }
    }
    for (const name of selected) await benches[name]!.run({ json, options }, io);
    return 0;
  },
};
