import { benches } from '../bench/benches.ts';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { t } from '../messages.ts';

const VALUE_OPTIONS = new Set(['--accuracy', '--frames', '--games']);

export const benchCommand: CommandSpec = {
  summary: () => t('benchSummary'),
  usage: () => t('benchUsage'),
  async run(args, io) {
    const json = args.includes('--json');
    // Options that take a value: that value is no benchmark's name.
    const names = args.filter((arg, i) => !arg.startsWith('-') && !VALUE_OPTIONS.has(args[i - 1] ?? ''));
    const selected = names.length > 0 ? names : Object.keys(benches);
    for (const name of selected) {
      if (!benches[name]) {
        throw new UsageError(t('benchUnknown', { name, available: Object.keys(benches).join(', ') }));
      }
    }
    for (const name of selected) await benches[name]!.run({ json, args }, io);
    return 0;
  },
};
