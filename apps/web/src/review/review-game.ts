// The review of a saved game's log: the rules replay it with every state, then the review engine judges
// the decisions of the seats asked for (packages/players/src/review). Runs in the review workers, one
// share of the seats each, or on this thread where the browser has no workers (unit tests).
import { type GameReview, reviewReplayed } from '@dicetable/players/review';
import type { GameLog } from '@dicetable/rules';
import { replayGameLog } from '@dicetable/rules/game';

export interface ReviewAnswer {
  /** Null for a game the engine does not review (JamSumo) or a log the rules refuse. */
  readonly review: GameReview | null;
  /** How long the review took where it ran, in milliseconds. */
  readonly took: number;
}

const playedByComputer = (log: GameLog, seat: number): boolean =>
  typeof (log.setup as { players: { computer?: unknown }[] }).players[seat]?.computer === 'string';

/** The review of the seats `seats` (all when omitted); the other seats' decisions are not judged here. */
export function reviewGame(log: GameLog, seats?: readonly number[]): ReviewAnswer {
  const started = performance.now();
  const replayed = replayGameLog(log, { states: true });
  if (!replayed.ok || !replayed.states) return { review: null, took: performance.now() - started };
  const review = reviewReplayed(
    { log: replayed.log as Parameters<typeof reviewReplayed>[0]['log'], states: replayed.states },
    { computerSeat: (seat) => playedByComputer(log, seat) || (seats !== undefined && !seats.includes(seat)) },
  );
  return { review, took: performance.now() - started };
}
