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

/** Mean and standard error of the mean, unrounded. */
function spread(values: readonly number[]): Figure {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return { mean, se: Math.sqrt(variance / values.length) };
}

function figure(values: readonly number[]): Figure {
  const { mean, se } = spread(values);
  return { mean: round(mean), se: round(se) };
}

function reviewed(log: ReturnType<typeof recordJambGame>) {
  const replay = replayWith(jambRules, log, { states: true });
  if (!replay.ok) throw new Error(`recorded game refused: ${replay.error.code}`);
  const review = reviewReplayed({ log: replay.log, states: replay.states! })!;
  return { review, state: replay.state };
}

/** The per-game figures the greedy-gap check compares. */
export interface GreedyGapGames {
  readonly greedyScores: readonly number[];
  readonly greedyCosts: readonly number[];
  readonly advisorScores: readonly number[];
}

/** `games` greedy games reviewed (seeds drawn from `seed`) and as many advisor games (from `seed + 1`). */
export function playGreedyGapGames(games: number, seed: number): GreedyGapGames {
  const greedyScores: number[] = [];
  const greedyCosts: number[] = [];
  for (const gameSeed of gameSeeds(seed, games)) {
    const { review, state } = reviewed(recordJambGame([greedyPlayer], gameSeed));
    greedyScores.push(jambTotal(state));
    greedyCosts.push(review.players[0]!.totalCost);
  }
  const advisorScores = [...simulateJamb(advisorPlayer, games, seed + 1).scores];
  return { greedyScores, greedyCosts, advisorScores };
}

export interface GreedyGapAgreement {
  /** Mean review cost of a greedy game − (advisor mean − greedy mean): 0 when the costs are honest. */
  readonly difference: number;
  /** Its standard error. */
  readonly se: number;
  /** Whether |difference| ≤ 3 standard errors (printed by the bench; the CLI's tests require it). */
  readonly agrees: boolean;
}

/**
 * Whether the review's cost of the greedy games matches the measured gap within noise. The difference
 * cost − gap is the mean of (cost + score) over the greedy games minus the advisor's mean score; cost and
 * score of one greedy game are strongly anti-correlated (a game that scores less is reviewed as costing
 * more), so their sum's own spread is used, not the two spreads added. The advisor's games are
 * independent of the greedy ones. At three standard errors a run of honest costs fails with chance 0.3%
 * (the difference is a mean over many games, close to normal); games are seeded, so a given size and seed
 * always give the same verdict.
 */
export function greedyGapAgreement(games: GreedyGapGames): GreedyGapAgreement {
  const sums = games.greedyCosts.map((cost, index) => cost + games.greedyScores[index]!);
  const paired = spread(sums);
  const advisor = spread(games.advisorScores);
  const difference = paired.mean - advisor.mean;
  const se = Math.hypot(paired.se, advisor.se);
  return { difference: round(difference), se: round(se), agrees: Math.abs(difference) <= 3 * se };
}

export function runReviewBench(options: ReviewBenchOptions = {}): ReviewBenchResult {
  const { games = 200, seed = 45, fourPlayers = true } = options;
  return reviewBenchResult(playGreedyGapGames(games, seed), seed, fourPlayers);
}

function reviewBenchResult(played: GreedyGapGames, seed: number, fourPlayers: boolean): ReviewBenchResult {
  const games = played.greedyScores.length;
  const advisorScore = figure(played.advisorScores);
  const greedyScore = figure(played.greedyScores);
  const gap = {
    mean: round(advisorScore.mean - greedyScore.mean),
    se: round(Math.hypot(advisorScore.se, greedyScore.se)),
  };
  const greedyCost = figure(played.greedyCosts);
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

export function formatReviewBench(result: ReviewBenchResult, agreement?: GreedyGapAgreement): string {
  const { advisorScore, greedyScore, gap, greedyCost } = result;
  return [
    `Game review against what it did not compute (${result.games} seeded solo Jamb games each, seed ${result.seed})`,
    '',
    `advisor mean score ${advisorScore.mean} ± ${advisorScore.se}, greedy ${greedyScore.mean} ± ${greedyScore.se}: gap ${gap.mean} ± ${gap.se}`,
    `review of the greedy games: mean total cost ${greedyCost.mean} ± ${greedyCost.se} points (cost / gap = ${result.costToGapRatio})`,
    ...(agreement
      ? [
          `cost − gap = ${agreement.difference} ± ${agreement.se}: ${agreement.agrees ? 'within' : 'NOT within'} 3 standard errors`,
        ]
      : []),
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
  const seed = 45;
  const played = playGreedyGapGames(games > 0 ? games : 200, seed);
  const result = reviewBenchResult(played, seed, true);
  const agreement = greedyGapAgreement(played);
  io.stdout(json ? JSON.stringify({ review: result }, null, 2) : formatReviewBench(result, agreement));
  // The full-size greedy-gap check: a review whose costs stop adding up to the points lost fails the run.
  if (!agreement.agrees) {
    throw new Error(
      `review costs and the greedy gap differ by ${agreement.difference} ± ${agreement.se} points`,
    );
  }
};
