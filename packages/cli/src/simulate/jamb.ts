// `dicetable simulate jamb`: one computer player of @dicetable/players plays seeded solo games under the
// default rules.
import {
  advisorPlayer,
  greedyPlayer,
  type JambComputerPlayer,
  type JambRun,
  naivePlayer,
  randomPlayer,
  simulateJamb,
} from '@dicetable/players';
import { UsageError } from '../cli-io.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { type MatchOptions, readMatchOptions } from './match-options.ts';
import type { GameSimulation } from './simulation.ts';

const PLAYERS: Record<string, (seed: number) => JambComputerPlayer> = {
  advisor: () => advisorPlayer(),
  greedy: () => greedyPlayer,
  naive: () => naivePlayer,
  random: (seed) => randomPlayer(seed),
};

interface JambOptions extends MatchOptions {
  readonly player: string;
}

export const jambSimulation: GameSimulation<JambOptions, JambRun> = {
  summary: () => t('simulateJambSummary'),
  usage: () => t('simulateJambUsage', { players: Object.keys(PLAYERS).join('|') }),
  read(args) {
    const options = readMatchOptions(args);
    const player = options.values.player ?? '';
    if (!PLAYERS[player])
      throw new UsageError(t('simulatePlayerOneOf', { players: Object.keys(PLAYERS).join(', ') }));
    return { ...options, player };
  },
  play: ({ player, games, seed }) => simulateJamb(() => PLAYERS[player]!(seed), games, seed),
  json: ({ games, mean, sd, min, max, msPerDecision }) => ({ games, mean, sd, min, max, msPerDecision }),
  text: (run, { player, games, seed }) =>
    t('simulateJambResult', {
      player,
      count: games,
      games: localNumber(games),
      seed: localNumber(seed),
      mean: localNumber(run.mean),
      sd: localNumber(run.sd),
      min: localNumber(run.min),
      max: localNumber(run.max),
      ms: localNumber(run.msPerDecision),
      median: localNumber(run.medianMsPerDecision),
    }),
};
