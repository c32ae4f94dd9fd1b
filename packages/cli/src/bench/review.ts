// `dicetable bench review`: whether the review's costs tell the truth, and how fast it judges a game.
// The greedy player's games are reviewed and their mean total cost set against the measured gap between
// the advisor's and the greedy player's mean scores over the same number of seeded games (something the
// review did not compute); a whole four-player Jamb game is reviewed and timed, as the app does.
import { advisorPlayer, gameSeeds, greedyPlayer, jambTotal, simulateJamb } from '@dicetable/players';
import { recordJambGame, reviewReplayed } from '@dicetable/players/review';
import { jambRules, replayWith } from '@dicetable/rules/game';
import type { Bench } from './benches.ts';

export interface ReviewBenchOptions {
  readonly games?: number;
  readonly seed?: number;
  /** Also review and time a four-player game (the app's case). */
  readonly fourPlayers?: boolean;
}

interface Figure {
  readonly mean: number;
  /** Standard error of the mean. */
  readonly se: number;
}

export interface ReviewBenchResult {
  readonly games: number;
  readonly seed: number;
  readonly advisorScore: Figure;
  readonly greedyScore: Figure;
  /** Advisor mean − greedy mean, with its standard error. */
  readonly gap: Figure;
  /** The review's mean total cost of a greedy game. */
  readonly greedyCost: Figure;
  /** greedyCost / gap: 1 when the review's costs add up to what the greedy player really loses. */
  readonly costToGapRatio: number;
  /** The advisor's own games: its total cost (0 by construction). */
  readonly advisorCost: number;
  readonly fourPlayerJamb: { readonly decisions: number; readonly ms: number } | null;
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

function figure(values: readonly number[]): Figure {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return { mean: round(mean), se: round(Math.sqrt(variance / values.length)) };
}

function reviewed(log: ReturnType<typeof recordJambGame>) {
  const replay = replayWith(jambRules, log, { states: true });
  if (!replay.ok) throw new Error(`recorded game refused: ${replay.error.code}`);
  const review = reviewReplayed({ log: replay.log, states: replay.states! })!;
  return { review, state: replay.state };
}

export function runReviewBench(options: ReviewBenchOptions = {}): ReviewBenchResult {
  const { games = 200, seed = 45, fourPlayers = true } = options;
  const greedyScores: number[] = [];
  const greedyCosts: number[] = [];
  for (const gameSeed of gameSeeds(seed, games)) {
    const { review, state } = reviewed(recordJambGame([greedyPlayer], gameSeed));
    greedyScores.push(jambTotal(state));
    greedyCosts.push(review.players[0]!.totalCost);
  }
  const advisor = simulateJamb(advisorPlayer, games, seed + 1);
  const advisorScore = figure(advisor.scores);
  const greedyScore = figure(greedyScores);
  const gap = {
    mean: round(advisorScore.mean - greedyScore.mean),
    se: round(Math.hypot(advisorScore.se, greedyScore.se)),
  };
  const greedyCost = figure(greedyCosts);
  const own = reviewed(recordJambGame([advisorPlayer()], seed)).review.players[0]!.totalCost;
  const four = fourPlayers
    ? recordJambGame([greedyPlayer, greedyPlayer, advisorPlayer(), greedyPlayer], seed + 2)
    : null;
  const began = performance.now();
  const fourReview = four ? reviewed(four).review : null;
  const ms = performance.now() - began;
  return {
    games,
    seed,
    advisorScore,
    greedyScore,
    gap,
    greedyCost,
    costToGapRatio: round(greedyCost.mean / gap.mean, 3),
    advisorCost: round(own, 3),
    fourPlayerJamb: fourReview ? { decisions: fourReview.decisions.length, ms: round(ms, 0) } : null,
  };
}

export function formatReviewBench(result: ReviewBenchResult): string {
  const { advisorScore, greedyScore, gap, greedyCost } = result;
  return [
    `Game review against what it did not compute (${result.games} seeded solo Jamb games each, seed ${result.seed})`,
    '',
    `advisor mean score ${advisorScore.mean} ± ${advisorScore.se}, greedy ${greedyScore.mean} ± ${greedyScore.se}: gap ${gap.mean} ± ${gap.se}`,
    `review of the greedy games: mean total cost ${greedyCost.mean} ± ${greedyCost.se} points (cost / gap = ${result.costToGapRatio})`,
    `review of an advisor game: total cost ${result.advisorCost}`,
    ...(result.fourPlayerJamb
      ? [
          `four-player Jamb game reviewed in ${result.fourPlayerJamb.ms} ms (${result.fourPlayerJamb.decisions} decisions)`,
        ]
      : []),
  ].join('\n');
}

export const reviewBench: Bench = async ({ json, options }, io) => {
  // Anything but a positive number of games is the default.
  const games = Number(options.values.get('games'));
  const result = runReviewBench(games > 0 ? { games } : {});
  io.stdout(json ? JSON.stringify({ review: result }, null, 2) : formatReviewBench(result));
};
