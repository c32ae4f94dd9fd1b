// `dicetable simulate jamsumo`: JamSumo computer players (beginner, good, expert, random, aimer) play
// whole games on the physics world, the first marker passing from game to game.
import { turnSeed } from '@dicetable/engine';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { isPlayerKind, PLAYER_KINDS, type PlayerKind, playMatch } from '@dicetable/players/jamsumo';
import { type JamSumoMode, MAX_PLAYERS, MIN_PLAYERS, MODES } from '@dicetable/rules/jamsumo';
import { type Command, UsageError } from '../cli-io.ts';
import { localNumber, localPercent } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { optionValue, wholeNumber } from './options.ts';

export interface JamSumoSimulationReport {
  games: number;
  /** Games won by each named player, in the order named; a shared first place is a draw. */
  wins: number[];
  draws: number;
  /** Share of the games won by the first named player. */
  winRate: number;
  /** Mean CPU time of one decision of the first named player, in milliseconds. */
  msPerDecision: number;
  /** Candidate flicks simulated to rest per CPU second while the planners decided. */
  candidatesPerSecond: number;
}

function parse(args: readonly string[]) {
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
  };
}

const run: Command = async (args, io) => {
  const { mode, players, games, seed } = parse(args);
  const world = await loadPhysicsWorld();
  const wins = players.map(() => 0);
  let draws = 0;
  let firstDecisions = 0;
  let firstMs = 0;
  let simulated = 0;
  let planningMs = 0;
  for (let game = 0; game < games; game++) {
    const result = playMatch(world, {
      mode,
      players,
      firstMarker: game % players.length,
      seed: turnSeed(seed, game),
    });
    if (result.winners.length === 1) wins[result.winners[0]!]! += 1;
    else draws += 1;
    firstDecisions += result.decisions[0]!;
    firstMs += result.decisionMs[0]!;
    result.simulations.forEach((count, seat) => {
      if (count === 0) return;
      simulated += count;
      planningMs += result.decisionMs[seat]!;
    });
    if (args.includes('--progress')) {
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
    }
  }
  const report: JamSumoSimulationReport = {
    games,
    wins,
    draws,
    winRate: wins[0]! / games,
    msPerDecision: firstDecisions > 0 ? firstMs / firstDecisions : 0,
    candidatesPerSecond: planningMs > 0 ? (simulated / planningMs) * 1000 : 0,
  };
  if (args.includes('--json')) {
    io.stdout(JSON.stringify(report));
    return 0;
  }
  io.stdout(
    [
      t('jamSumoHeading', {
        mode,
        count: games,
        games: localNumber(games),
        players: players.join(t('jamSumoAgainst')),
        seed: localNumber(seed),
      }),
      ...players.map((player, i) =>
        t('jamSumoSeat', { player, seat: localNumber(i + 1), count: wins[i]!, wins: localNumber(wins[i]!) }),
      ),
      t('jamSumoDraws', { draws: localNumber(draws) }),
      t('jamSumoShare', {
        player: players[0]!,
        share: localPercent((report.winRate * 100).toFixed(1)),
        ms: localNumber(report.msPerDecision.toFixed(0)),
      }),
      t('jamSumoPlanners', { rate: localNumber(report.candidatesPerSecond.toFixed(0)) }),
    ].join('\n'),
  );
  return 0;
};

export const simulateJamSumo = {
  summary: () => t('simulateJamSumoSummary'),
  usage: () =>
    t('simulateJamSumoUsage', { most: localNumber(MAX_PLAYERS), players: PLAYER_KINDS.join(', ') }),
  run,
};
