// `dicetable simulate GAME …`: computer players play each other; each game registers its simulation in
// ../simulate/simulations.ts.
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { t } from '../messages.ts';
import { simulations } from '../simulate/simulations.ts';

export const simulateCommand: CommandSpec = {
  summary: () => t('simulateSummary'),
  usage: () =>
    [
      'dicetable simulate GAME [options]',
      '',
      ...Object.entries(simulations).map(([name, s]) => `  ${name.padEnd(10)}  ${s.summary()}\n${s.usage()}`),
    ].join('\n'),
  async run(args, io) {
    const [game, ...rest] = args;
    const simulation = game ? simulations[game] : undefined;
    if (!simulation) {
      throw new UsageError(t('simulateNameGame', { games: Object.keys(simulations).join(', ') }));
    }
    return simulation.run(rest, io);
  },
};
