import type { CommandSpec } from '../cli-io.ts';
import { adviseCommand } from './advise.ts';
import { benchCommand } from './bench.ts';
import { diceCheckCommand } from './dice-check.ts';
import { figuresCommand } from './figures.ts';
import { flickCommand } from './flick.ts';
import { oddsCommand } from './odds.ts';
import { readDiceCommand } from './read-dice.ts';
import { replayCommand } from './replay.ts';
import { reviewCommand } from './review.ts';
import { scoreCommand } from './score.ts';
import { simulateCommand } from './simulate.ts';
import { statsCommand } from './stats.ts';

/** Every `dicetable` subcommand, by name. Each game or engine adds its commands here. */
export const commands: Record<string, CommandSpec> = {
  advise: adviseCommand,
  bench: benchCommand,
  'dice-check': diceCheckCommand,
  figures: figuresCommand,
  flick: flickCommand,
  odds: oddsCommand,
  'read-dice': readDiceCommand,
  replay: replayCommand,
  review: reviewCommand,
  score: scoreCommand,
  simulate: simulateCommand,
  stats: statsCommand,
};
