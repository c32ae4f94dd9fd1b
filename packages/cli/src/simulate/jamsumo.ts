// `dicetable simulate jamsumo`: JamSumo computer players (beginner, good, expert, random, aimer) play
// whole games on the physics world, the first marker passing from game to game.
import { turnSeed } from '@dicetable/engine';
import { isPlayerKind, PLAYER_KINDS, type PlayerKind, playMatch } from '@dicetable/engine/jamsumo-players';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { type JamSumoMode, MAX_PLAYERS, MIN_PLAYERS, MODES } from '@dicetable/rules/jamsumo';
import { type Command, UsageError } from '../cli-io.ts';
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

const USAGE = [
  '    dicetable simulate jamsumo [--mode jam|sumo|jamsumo] [--players expert,aimer] [--games N] [--seed S] [--json] [--progress]',
  `    --players  2–${MAX_PLAYERS} of ${PLAYER_KINDS.join(', ')}, in seat order (default expert,aimer)`,
  '    --games    games to play (default 10); the round marker starts with the next seat each game',
  '    --json     print {"games", "wins", "draws", "winRate", "msPerDecision", "candidatesPerSecond"}',
  '    --progress print each game as it ends (on stderr)',
].join('\n');

function parse(args: readonly string[]) {
  const mode = (optionValue(args, '--mode') ?? 'jamsumo') as JamSumoMode;
  if (!MODES.includes(mode)) throw new UsageError(`--mode must be one of ${MODES.join(', ')}`);
  const players = (optionValue(args, '--players') ?? 'expert,aimer').split(',');
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new UsageError(`--players names ${MIN_PLAYERS} to ${MAX_PLAYERS} players`);
  }
  for (const name of players) {
    if (!isPlayerKind(name))
      throw new UsageError(`unknown player '${name}'; players: ${PLAYER_KINDS.join(', ')}`);
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
        result.winners.length === 1 ? players[result.winners[0]!] : result.finished ? 'draw' : 'abandoned';
      io.stderr(`game ${game + 1}/${games}: ${won}; wins so far ${wins.join(':')}, draws ${draws}`);
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
      `JamSumo, ${mode}: ${games} games of ${players.join(' against ')} (seed ${seed})`,
      ...players.map((p, i) => `  ${p} (seat ${i + 1}): ${wins[i]} wins`),
      `  draws: ${draws}`,
      `  ${players[0]} wins ${(report.winRate * 100).toFixed(1)}%; ${report.msPerDecision.toFixed(0)} ms CPU per decision`,
      `  planners simulated ${report.candidatesPerSecond.toFixed(0)} candidate flicks to rest per CPU second`,
    ].join('\n'),
  );
  return 0;
};

export const simulateJamSumo = {
  summary: 'JamSumo computer players against each other (Jam, Sumo or Jam Sumo)',
  usage: USAGE,
  run,
};
