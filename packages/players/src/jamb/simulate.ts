// Seeded solo games of a computer player: the figures of `dicetable simulate jamb`.
import { nextUint32, seedRng } from '@dicetable/rules';
import { DEFAULT_JAMB_OPTIONS, type JambOptions, type JambState } from '@dicetable/rules/jamb';
import { nowMs } from '../clock.ts';
import { applyJamb, jambTotal, newSoloJamb } from './game.ts';
import { decisionActions, type JambComputerPlayer } from './player.ts';

export interface SoloGame {
  readonly state: JambState;
  readonly score: number;
  /** Time of each decision, in milliseconds. */
  readonly decisionMs: readonly number[];
}

export function playSoloJamb(
  player: JambComputerPlayer,
  seed: number,
  options: JambOptions = DEFAULT_JAMB_OPTIONS,
): SoloGame {
  let state = newSoloJamb(seed, options);
  const decisionMs: number[] = [];
  while (!state.finished) {
    if (state.turn.dice === null) {
      state = applyJamb(state, { type: 'roll' });
      continue;
    }
    const started = nowMs();
    const { decision } = player.decide(state);
    decisionMs.push(nowMs() - started);
    for (const action of decisionActions(state, decision)) state = applyJamb(state, action);
  }
  return { state, score: jambTotal(state), decisionMs };
}

/** The seed of each game of a run: drawn from the run's seed, so runs of different lengths agree. */
export function gameSeeds(seed: number, games: number): number[] {
  let rng = seedRng(seed);
  const seeds: number[] = [];
  for (let i = 0; i < games; i++) {
    const step = nextUint32(rng);
    rng = step.state;
    seeds.push(step.value);
  }
  return seeds;
}

export interface ScoreStats {
  readonly games: number;
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly max: number;
  readonly msPerDecision: number;
}

export interface JambRun extends ScoreStats {
  readonly scores: readonly number[];
  readonly medianMsPerDecision: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function simulateJamb(
  makePlayer: () => JambComputerPlayer,
  games: number,
  seed: number,
  options: JambOptions = DEFAULT_JAMB_OPTIONS,
): JambRun {
  const scores: number[] = [];
  const times: number[] = [];
  const player = makePlayer();
  for (const gameSeed of gameSeeds(seed, games)) {
    const game = playSoloJamb(player, gameSeed, options);
    scores.push(game.score);
    times.push(...game.decisionMs);
  }
  const mean = scores.reduce((a, b) => a + b, 0) / games;
  const variance = scores.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, games - 1);
  return {
    games,
    mean: round(mean, 1),
    sd: round(Math.sqrt(variance), 1),
    min: Math.min(...scores),
    max: Math.max(...scores),
    msPerDecision: round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length), 3),
    medianMsPerDecision: round(median(times), 3),
    scores,
  };
}
