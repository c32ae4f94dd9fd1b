// Reviews by game id (as advice and simulations are keyed): which games can be reviewed, and the one
// entry that reviews any replayed log. JamSumo is not here: its decisions are flicks on a continuous
// table, and the planner judges a flick only by simulating the ones it tries itself, so it can say how
// good its own best flick is but not what a person's flick, played once, cost (docs/review.md).
import type { GameId, GameLog } from '@dicetable/rules';
import type { JambState } from '@dicetable/rules/jamb';
import type { YamAction, YamState } from '@dicetable/rules/yam-master';
import { YAM_LEVELS, type YamLevel } from '../yam-master/levels.ts';
import { reviewJambDecisions } from './jamb.ts';
import { computerSeatsOf, type GameReview, playerTotals, type ReviewUnit } from './types.ts';
import { reviewYamDecisions } from './yam-master.ts';

export interface ReviewOptions {
  /** Seats the computer played (not judged); by default those the setup marks `computer`. */
  readonly computerSeat?: (seat: number) => boolean;
  /** Yam Master: the level of a computer opponent; by default the setup's, or medium for a person. */
  readonly opponentLevel?: (seat: number) => YamLevel;
}

interface ReplayedLog {
  readonly log: GameLog<{ readonly players: readonly { readonly name: string }[] }, unknown>;
  /** states[i] is the game before action i (a replay with `states: true`). */
  readonly states: readonly unknown[];
}

type Reviewer = (replayed: ReplayedLog, options: ReviewOptions) => GameReview;

const names = (replayed: ReplayedLog) => replayed.log.setup.players.map((player) => player.name);

function reviewWith<Decision>(
  replayed: ReplayedLog,
  unit: ReviewUnit,
  options: ReviewOptions,
  judge: (computer: (seat: number) => boolean) => GameReview<Decision>['decisions'],
): GameReview<Decision> {
  const computer = options.computerSeat ?? computerSeatsOf(replayed.log.setup);
  const decisions = judge(computer);
  return {
    game: replayed.log.game,
    unit,
    players: playerTotals(names(replayed), computer, decisions),
    decisions,
  };
}

/** A seat's computer level as the setup marks it, if it is one of Yam Master's. */
function setupLevel(replayed: ReplayedLog, seat: number): YamLevel | null {
  const level = (replayed.log.setup.players[seat] as { computer?: unknown } | undefined)?.computer;
  return YAM_LEVELS.includes(level as YamLevel) ? (level as YamLevel) : null;
}

export const REVIEWERS: Partial<Record<GameId, Reviewer>> = {
  jamb: (replayed, options) =>
    reviewWith(replayed, 'points', options, (computer) =>
      reviewJambDecisions(
        replayed.log.actions as Parameters<typeof reviewJambDecisions>[0],
        replayed.states as readonly JambState[],
        (seat) => !computer(seat),
      ),
    ),
  'yam-master': (replayed, options) =>
    reviewWith(replayed, 'win-percent', options, (computer) =>
      reviewYamDecisions(
        replayed.log.actions as readonly YamAction[],
        replayed.states as readonly YamState[],
        (seat) => !computer(seat),
        options.opponentLevel ?? ((seat) => setupLevel(replayed, 1 - seat) ?? 'medium'),
      ),
    ),
};

export const canReview = (game: GameId): boolean => REVIEWERS[game] !== undefined;

/** The review of a log the rules replayed with its states, or null for a game that is not reviewed. */
export function reviewReplayed(replayed: ReplayedLog, options: ReviewOptions = {}): GameReview | null {
  const reviewer = REVIEWERS[replayed.log.game];
  return reviewer ? reviewer(replayed, options) : null;
}
