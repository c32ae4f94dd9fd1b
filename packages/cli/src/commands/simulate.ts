import {
  advisorPlayer,
  greedyPlayer,
  greedyYamPlayer,
  hardYamPlayer,
  type JambComputerPlayer,
  naivePlayer,
  randomPlayer,
  randomYamPlayer,
  simulateJamb,
  simulateYam,
  type YamComputerPlayer,
  yamLevelPlayer,
} from '@dicetable/players';
import { type CommandSpec, UsageError } from '../cli-io.ts';

const JAMB_PLAYERS: Record<string, (seed: number) => JambComputerPlayer> = {
  advisor: () => advisorPlayer(),
  greedy: () => greedyPlayer,
  naive: () => naivePlayer,
  random: (seed) => randomPlayer(seed),
};

const YAM_PLAYERS: Record<string, (seed: number) => YamComputerPlayer> = {
  hard: () => hardYamPlayer(),
  medium: (seed) => yamLevelPlayer('medium', seed),
  easy: (seed) => yamLevelPlayer('easy', seed),
  greedy: () => greedyYamPlayer,
  random: (seed) => randomYamPlayer(seed),
};

const USAGE = [
  'dicetable simulate jamb --player advisor|greedy|naive|random [--games N] [--seed S] [--json]',
  '       dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]',
  'Plays seeded games between computer players (Jamb: solo games under the default rules; Yam Master:',
  `A against B, the first seat alternating; players ${Object.keys(YAM_PLAYERS).join(', ')}).`,
  'Defaults: 100 games, seed 1. The same seed gives the same output. --json prints',
  '  jamb:       {"games", "mean", "sd", "min", "max", "msPerDecision"}',
  '  yam-master: {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"} (winRate of A)',
].join('\n');

function readOptions(args: readonly string[]) {
  const values: Record<string, string> = {};
  let json = false;
  let game: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (['--player', '--players', '--games', '--seed'].includes(arg)) {
      const value = args[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      values[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (game === undefined) game = arg;
    else throw new UsageError(`unexpected argument '${arg}'`);
  }
  const count = (name: string, fallback: number, min: number) => {
    const text = values[name];
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > 0xffffffff) {
      throw new UsageError(`--${name} takes a whole number of at least ${min} (got '${text}')`);
    }
    return value;
  };
  return { game, json, values, games: count('games', 100, 1), seed: count('seed', 1, 0) };
}

export const simulateCommand: CommandSpec = {
  summary: 'play seeded games between computer players and print the figures',
  usage: USAGE,
  run(args, io) {
    const { game, json, values, games, seed } = readOptions(args);
    if (game === 'jamb') {
      const make = JAMB_PLAYERS[values.player ?? ''];
      if (!make) throw new UsageError(`--player takes one of ${Object.keys(JAMB_PLAYERS).join(', ')}`);
      const run = simulateJamb(() => make(seed), games, seed);
      const figures = {
        games: run.games,
        mean: run.mean,
        sd: run.sd,
        min: run.min,
        max: run.max,
        msPerDecision: run.msPerDecision,
      };
      io.stdout(
        json
          ? JSON.stringify(figures)
          : `${values.player} over ${games} games (seed ${seed}): mean ${run.mean}, sd ${run.sd}, ` +
              `min ${run.min}, max ${run.max}; ${run.msPerDecision} ms per decision ` +
              `(median ${run.medianMsPerDecision} ms)`,
      );
      return 0;
    }
    if (game === 'yam-master') {
      const names = (values.players ?? '').split(',');
      const makers = names.map((name) => YAM_PLAYERS[name]);
      if (names.length !== 2 || makers.some((make) => !make)) {
        throw new UsageError(
          `--players takes two of ${Object.keys(YAM_PLAYERS).join(', ')}, e.g. hard,greedy`,
        );
      }
      const run = simulateYam(() => [makers[0]!(seed), makers[1]!(seed + 1)], games, seed);
      const figures = {
        games: run.games,
        wins: run.wins,
        draws: run.draws,
        winRate: run.winRate,
        msPerDecision: run.msPerDecision,
      };
      io.stdout(
        json
          ? JSON.stringify(figures)
          : `${names[0]} against ${names[1]} over ${games} games (seed ${seed}): ${run.wins[0]} wins, ` +
              `${run.wins[1]} losses, ${run.draws} draws (win rate ${run.winRate}); ` +
              `${run.msPerDecision} ms per decision`,
      );
      return 0;
    }
    throw new UsageError(`simulate takes jamb or yam-master (got '${game ?? ''}')`);
  },
};
