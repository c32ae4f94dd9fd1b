// The review of a saved game's log: the rules replay it with every state, then the review engine judges
// each person's decisions (packages/players/src/review). Runs in the review worker, or on this thread
// where the browser has no workers (unit tests).
import { type GameReview, reviewReplayed } from '@dicetable/players/review';
import type { GameLog } from '@dicetable/rules';
import { replayGameLog } from '@dicetable/rules/game';

export interface ReviewAnswer {
  /** Null for a game the engine does not review (JamSumo) or a log the rules refuse. */
  readonly review: GameReview | null;
  /** How long the review took where it ran, in milliseconds. */
  readonly took: number;
}

export function reviewGame(log: GameLog<unknown, unknown>): ReviewAnswer {
  const started = performance.now();
  const replayed = replayGameLog(log, { states: true });
  if (!replayed.ok || !replayed.states) return { review: null, took: performance.now() - started };
  const review = reviewReplayed({
    log: replayed.log as Parameters<typeof reviewReplayed>[0]['log'],
    states: replayed.states,
  });
  return { review, took: performance.now() - started };
}
