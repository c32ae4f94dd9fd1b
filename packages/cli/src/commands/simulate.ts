// `dicetable simulate GAME …`: computer players play each other; each game registers its simulation in
// ../simulate/simulations.ts.
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { simulations } from '../simulate/simulations.ts';

export const simulateCommand: CommandSpec = {
  summary: 'let computer players play many games and print how often each wins; --json for JSON',
  get usage() {
    return [
      'dicetable simulate GAME [options]',
      '',
      ...Object.entries(simulations).map(([name, s]) => `  ${name.padEnd(10)}  ${s.summary}\n${s.usage}`),
    ].join('\n');
  },
  async run(args, io) {
    const [game, ...rest] = args;
    const simulation = game ? simulations[game] : undefined;
    if (!simulation) {
      throw new UsageError(
        `name the game to simulate: ${Object.keys(simulations).join(', ')} (e.g. dicetable simulate jamsumo --mode sumo)`,
      );
    }
    return simulation.run(rest, io);
  },
};
