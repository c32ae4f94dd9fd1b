// The one path of `dicetable simulate GAME`: read the options, let the computer players play, print the
// figures as JSON or in words. What differs from game to game (its players, options, match and words)
// is the game's `GameSimulation`, listed by game id in simulations.ts.
import type { CliIo, Command, CommandSpec } from '../cli-io.ts';

export interface SimulationOptions {
  readonly json: boolean;
}

export interface GameSimulation<Options extends SimulationOptions, Figures> {
  summary(): string;
  usage(): string;
  /** The options of a run; a usage error (exit 2) for anything the game does not take. */
  read(args: readonly string[]): Options;
  /** Plays the games; a game may tell its progress on stderr. */
  play(options: Options, io: CliIo): Figures | Promise<Figures>;
  /** The figures as `--json` prints them, keys in their order. */
  json(figures: Figures): object;
  text(figures: Figures, options: Options): string;
}

export function simulationCommand<Options extends SimulationOptions, Figures>(
  game: GameSimulation<Options, Figures>,
): CommandSpec & { run: Command } {
  return {
    summary: () => game.summary(),
    usage: () => game.usage(),
    async run(args, io) {
      const options = game.read(args);
      const figures = await game.play(options, io);
      io.stdout(options.json ? JSON.stringify(game.json(figures)) : game.text(figures, options));
      return 0;
    },
  };
}
