// `dicetable simulate jamsumo`: JamSumo computer players (beginner, good, expert, random, aimer) play
// whole games on the physics world, the first marker passing from game to game.
import { loadPhysicsWorld } from '@dicetable/engine/node';
import {
  isPlayerKind,
  type JamSumoSimulation,
  type JamSumoSimulationOptions,
  PLAYER_KINDS,
  type PlayerKind,
  simulateJamSumo,
} from '@dicetable/players/jamsumo';
import { type JamSumoMode, MAX_PLAYERS, MIN_PLAYERS, MODES } from '@dicetable/rules/jamsumo';
import { UsageError } from '../cli-io.ts';
import { readOptions } from '../command-options.ts';
import { localNumber, localPercent } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { optionValue, wholeNumber } from './options.ts';
import type { GameSimulation } from './simulation.ts';

interface JamSumoOptions extends JamSumoSimulationOptions {
  readonly json: boolean;
  /** Tell each game's outcome on stderr as it ends. */
  readonly progress: boolean;
}

export const jamSumoSimulation: GameSimulation<JamSumoOptions, JamSumoSimulation> = {
  summary: () => t('simulateJamSumoSummary'),
  usage: () =>
    t('simulateJamSumoUsage', { most: localNumber(MAX_PLAYERS), players: PLAYER_KINDS.join(', ') }),
  read(args) {
    // Other options and words are passed over, as they always were.
    const { flags } = readOptions(args, { flags: ['json', 'progress'] });
    const mode = (optionValue(args, '--mode') ?? 'jamsumo') as JamSumoMode;
    if (!MODES.includes(mode)) throw new UsageError(t('simulateModeOneOf', { modes: MODES.join(', ') }));
    const players = (optionValue(args, '--players') ?? 'expert,aimer').split(',');
    if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
      throw new UsageError(
        t('simulatePlayersCount', { least: localNumber(MIN_PLAYERS), most: localNumber(MAX_PLAYERS) }),
      );
    }
    for (const name of players) {
      if (!isPlayerKind(name))
        throw new UsageError(t('simulateUnknownPlayer', { name, players: PLAYER_KINDS.join(', ') }));
    }
    return {
      mode,
      players: players as PlayerKind[],
      games: wholeNumber(args, '--games', 10, 1),
      seed: wholeNumber(args, '--seed', 1, 0),
      json: flags.has('json'),
      progress: flags.has('progress'),
    };
  },
  async play(options, io) {
    const { players, games, progress } = options;
    return simulateJamSumo(await loadPhysicsWorld(), options, (game, result, wins, draws) => {
      if (!progress) return;
      const won =
        result.winners.length === 1
          ? players[result.winners[0]!]!
          : t(result.finished ? 'jamSumoDraw' : 'jamSumoAbandoned');
      io.stderr(
        t('jamSumoProgress', {
          game: localNumber(game + 1),
          games: localNumber(games),
          outcome: won,
          wins: wins.map(localNumber).join(':'),
          draws: localNumber(draws),
        }),
      );
    });
  },
  json: (figures) => figures,
  text: (figures, { mode, players, games, seed }) =>
    [
      t('jamSumoHeading', {
        mode,
        count: games,
        games: localNumber(games),
        players: players.join(t('jamSumoAgainst')),
        seed: localNumber(seed),
      }),
      ...players.map((player, i) =>
        t('jamSumoSeat', {
          player,
          seat: localNumber(i + 1),
          count: figures.wins[i]!,
          wins: localNumber(figures.wins[i]!),
        }),
      ),
      t('jamSumoDraws', { draws: localNumber(figures.draws) }),
      t('jamSumoShare', {
        player: players[0]!,
        share: localPercent((figures.winRate * 100).toFixed(1)),
        ms: localNumber(figures.msPerDecision.toFixed(0)),
      }),
      t('jamSumoPlanners', { rate: localNumber(figures.candidatesPerSecond.toFixed(0)) }),
    ].join('\n'),
};
