// `dicetable simulate jamb` and `dicetable simulate yam-master`: the computer players of
// @dicetable/players play seeded games (Jamb solo under the default rules; Yam Master A against B, the
// first seat alternating).
import {
  advisorPlayer,
  greedyPlayer,
  greedyYamPlayer,
  hardYamPlayer,
  type JambComputerPlayer,
  median,
  naivePlayer,
  randomPlayer,
  randomYamPlayer,
  simulateJamb,
  simulateYam,
  type YamComputerPlayer,
  yamLevelPlayer,
} from '@dicetable/players';
import { type Command, UsageError } from '../cli-io.ts';

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

function readOptions(args: readonly string[]) {
  const values: Record<string, string> = {};
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (['--player', '--players', '--games', '--seed'].includes(arg)) {
      const value = args[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      values[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
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
  return { json, values, games: count('games', 100, 1), seed: count('seed', 1, 0) };
}

const runJamb: Command = (args, io) => {
  const { json, values, games, seed } = readOptions(args);
  const make = JAMB_PLAYERS[values.player ?? ''];
  if (!make) throw new UsageError(`--player takes one of ${Object.keys(JAMB_PLAYERS).join(', ')}`);
  const run = simulateJamb(() => make(seed), games, seed);
  const { mean, sd, min, max, msPerDecision } = run;
  io.stdout(
    json
      ? JSON.stringify({ games: run.games, mean, sd, min, max, msPerDecision })
      : `${values.player} over ${games} games (seed ${seed}): mean ${mean}, sd ${sd}, ` +
          `min ${min}, max ${max}; ${msPerDecision} ms per decision ` +
          `(median ${run.medianMsPerDecision} ms)`,
  );
  return 0;
};

const runYamMaster: Command = (args, io) => {
  const { json, values, games, seed } = readOptions(args);
  const names = (values.players ?? '').split(',');
  const makers = names.map((name) => YAM_PLAYERS[name]);
  if (names.length !== 2 || makers.some((make) => !make)) {
    throw new UsageError(`--players takes two of ${Object.keys(YAM_PLAYERS).join(', ')}, e.g. hard,greedy`);
  }
  const run = simulateYam(() => [makers[0]!(seed), makers[1]!(seed + 1)], games, seed);
  const { wins, draws, winRate, msPerDecision } = run;
  io.stdout(
    json
      ? JSON.stringify({ games: run.games, wins, draws, winRate, msPerDecision })
      : `${names[0]} against ${names[1]} over ${games} games (seed ${seed}): ${wins[0]} wins, ` +
          `${wins[1]} losses, ${draws} draws (win rate ${winRate}); ${msPerDecision} ms per decision ` +
          `(median ${Math.round(median(run.decisionMs) * 1000) / 1000} ms)`,
  );
  return 0;
};

export const simulateJambGames = {
  summary: 'solo Jamb games of one computer player (default rules); defaults 100 games, seed 1',
  usage: [
    `    dicetable simulate jamb --player ${Object.keys(JAMB_PLAYERS).join('|')} [--games N] [--seed S] [--json]`,
    '    --json     print {"games", "mean", "sd", "min", "max", "msPerDecision"}',
  ].join('\n'),
  run: runJamb,
};

export const simulateYamMasterGames = {
  summary: 'Yam Master, A against B, the first seat alternating; defaults 100 games, seed 1',
  usage: [
    '    dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]',
    `    --players  two of ${Object.keys(YAM_PLAYERS).join(', ')}`,
    '    --json     print {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"} (winRate of A)',
  ].join('\n'),
  run: runYamMaster,
};
