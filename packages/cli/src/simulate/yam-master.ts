// `dicetable simulate yam-master`: two computer players of @dicetable/players play seeded matches, A
// against B, the first seat alternating.
import {
  greedyYamPlayer,
  hardYamPlayer,
  median,
  randomYamPlayer,
  simulateYam,
  type YamComputerPlayer,
  yamLevelPlayer,
} from '@dicetable/players';
import { UsageError } from '../cli-io.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { type MatchOptions, readMatchOptions } from './match-options.ts';
import type { GameSimulation } from './simulation.ts';

const PLAYERS: Record<string, (seed: number) => YamComputerPlayer> = {
  hard: () => hardYamPlayer(),
  medium: (seed) => yamLevelPlayer('medium', seed),
  easy: (seed) => yamLevelPlayer('easy', seed),
  greedy: () => greedyYamPlayer,
  random: (seed) => randomYamPlayer(seed),
};

interface YamOptions extends MatchOptions {
  readonly players: readonly [string, string];
}

export const yamMasterSimulation: GameSimulation<YamOptions, ReturnType<typeof simulateYam>> = {
  summary: () => t('simulateYamSummary'),
  usage: () => t('simulateYamUsage', { players: Object.keys(PLAYERS).join(', ') }),
  read(args) {
    const options = readMatchOptions(args);
    const names = (options.values.players ?? '').split(',');
    if (names.length !== 2 || names.some((name) => !PLAYERS[name])) {
      throw new UsageError(t('simulatePlayersTwoOf', { players: Object.keys(PLAYERS).join(', ') }));
    }
    return { ...options, players: [names[0]!, names[1]!] };
  },
  play: ({ players: [first, second], games, seed }) =>
    simulateYam(() => [PLAYERS[first]!(seed), PLAYERS[second]!(seed + 1)], games, seed),
  json: ({ games, wins, draws, winRate, msPerDecision }) => ({ games, wins, draws, winRate, msPerDecision }),
  text: (run, { players: [first, second], games, seed }) =>
    t('simulateYamResult', {
      first,
      second,
      count: games,
      games: localNumber(games),
      seed: localNumber(seed),
      wins: localNumber(run.wins[0]),
      losses: localNumber(run.wins[1]),
      draws: localNumber(run.draws),
      winRate: localNumber(run.winRate),
      ms: localNumber(run.msPerDecision),
      median: localNumber(Math.round(median(run.decisionMs) * 1000) / 1000),
    }),
};
