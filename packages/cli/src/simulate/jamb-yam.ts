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
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';

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
      if (value === undefined) throw new UsageError(t('needsValue', { option: arg }));
      values[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new UsageError(t('unknownOption', { option: arg }));
    else throw new UsageError(t('simulateUnexpected', { argument: arg }));
  }
  const count = (name: string, fallback: number, min: number) => {
    const text = values[name];
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > 0xffffffff) {
      throw new UsageError(t('simulateCount', { option: `--${name}`, min: localNumber(min), text }));
    }
    return value;
  };
  return { json, values, games: count('games', 100, 1), seed: count('seed', 1, 0) };
}

const runJamb: Command = (args, io) => {
  const { json, values, games, seed } = readOptions(args);
  const make = JAMB_PLAYERS[values.player ?? ''];
  if (!make)
    throw new UsageError(t('simulatePlayerOneOf', { players: Object.keys(JAMB_PLAYERS).join(', ') }));
  const run = simulateJamb(() => make(seed), games, seed);
  const { mean, sd, min, max, msPerDecision } = run;
  io.stdout(
    json
      ? JSON.stringify({ games: run.games, mean, sd, min, max, msPerDecision })
      : t('simulateJambResult', {
          player: values.player!,
          count: games,
          games: localNumber(games),
          seed: localNumber(seed),
          mean: localNumber(mean),
          sd: localNumber(sd),
          min: localNumber(min),
          max: localNumber(max),
          ms: localNumber(msPerDecision),
          median: localNumber(run.medianMsPerDecision),
        }),
  );
  return 0;
};

const runYamMaster: Command = (args, io) => {
  const { json, values, games, seed } = readOptions(args);
  const names = (values.players ?? '').split(',');
  const makers = names.map((name) => YAM_PLAYERS[name]);
  if (names.length !== 2 || makers.some((make) => !make)) {
    throw new UsageError(t('simulatePlayersTwoOf', { players: Object.keys(YAM_PLAYERS).join(', ') }));
  }
  const run = simulateYam(() => [makers[0]!(seed), makers[1]!(seed + 1)], games, seed);
  const { wins, draws, winRate, msPerDecision } = run;
  io.stdout(
    json
      ? JSON.stringify({ games: run.games, wins, draws, winRate, msPerDecision })
      : t('simulateYamResult', {
          first: names[0]!,
          second: names[1]!,
          count: games,
          games: localNumber(games),
          seed: localNumber(seed),
          wins: localNumber(wins[0]!),
          losses: localNumber(wins[1]!),
          draws: localNumber(draws),
          winRate: localNumber(winRate),
          ms: localNumber(msPerDecision),
          median: localNumber(Math.round(median(run.decisionMs) * 1000) / 1000),
        }),
  );
  return 0;
};

export const simulateJambGames = {
  summary: () => t('simulateJambSummary'),
  usage: () => t('simulateJambUsage', { players: Object.keys(JAMB_PLAYERS).join('|') }),
  run: runJamb,
};

export const simulateYamMasterGames = {
  summary: () => t('simulateYamSummary'),
  usage: () => t('simulateYamUsage', { players: Object.keys(YAM_PLAYERS).join(', ') }),
  run: runYamMaster,
};
