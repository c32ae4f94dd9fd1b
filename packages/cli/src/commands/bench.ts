import { benches } from '../bench/benches.ts';
import { type CommandSpec, UsageError } from '../cli-io.ts';

const VALUE_OPTIONS = new Set(['--accuracy']);

export const benchCommand: CommandSpec = {
  summary: 'run a benchmark (odds, physics, fairness) and print its figures; --json for JSON',
  usage:
    'dicetable bench NAME [--json]   (with no NAME: every benchmark)\n' +
    '       dicetable bench vision --accuracy DIR [--json]   (DIR holds images/ and YOLO labels/)',
  async run(args, io) {
    const json = args.includes('--json');
    // Options that take a value: that value is no benchmark's name.
    const names = args.filter((arg, i) => !arg.startsWith('-') && !VALUE_OPTIONS.has(args[i - 1] ?? ''));
    const selected = names.length > 0 ? names : Object.keys(benches);
    for (const name of selected) {
      if (!benches[name]) {
        throw new UsageError(
          `unknown benchmark '${name}'; available: ${Object.keys(benches).join(', ') || 'none'}`,
        );
      }
    }
    for (const name of selected) await benches[name]!.run({ json, args }, io);
    return 0;
  },
};
