import { benches } from '../bench/benches.ts';
import { type CommandSpec, UsageError } from '../cli-io.ts';

export const benchCommand: CommandSpec = {
  summary: 'run a benchmark (odds, physics, fairness) and print its figures; --json for JSON',
  usage: 'dicetable bench NAME [--json]   (with no NAME: every benchmark)',
  async run(args, io) {
    const json = args.includes('--json');
    const names = args.filter((arg) => !arg.startsWith('-'));
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
