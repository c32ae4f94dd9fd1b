// What a game review says, the same for every game it judges: each decision of each person, what it
// cost in the game's own currency against the advisor's best choice, and the figures behind it.
import type { GameId } from '@dicetable/rules';

/** Jamb: expected final points of the sheet; Yam Master: percentage points of the chance to win. */
export type ReviewUnit = 'points' | 'win-percent';

/** One option of a moment and what the advisor expects of it, in the review's unit. */
export interface ReviewOption<Decision> {
  readonly decision: Decision;
  /** Jamb: the sheet's expected final total; Yam Master: the chance to win, in percent. */
  readonly expected: number;
}

export interface ReviewedDecision<Decision = unknown> {
  /** Index in the log's `actions` of the action that carried the decision out (the throw, the write …). */
  readonly action: number;
  readonly player: number;
  readonly kind: string;
  readonly chosen: ReviewOption<Decision>;
  readonly best: ReviewOption<Decision>;
  /** What the choice gave up against the best one (≥ 0), in the review's unit. */
  readonly cost: number;
  /** The best few options of the moment, best first (the chosen one among them or added last). */
  readonly options: readonly ReviewOption<Decision>[];
}

export interface ReviewedPlayer {
  readonly seat: number;
  readonly name: string;
  /** False for a seat the computer played: its decisions are not judged. */
  readonly reviewed: boolean;
  readonly totalCost: number;
  readonly decisions: number;
}

export interface GameReview<Decision = unknown> {
  readonly game: GameId;
  readonly unit: ReviewUnit;
  readonly players: readonly ReviewedPlayer[];
  readonly decisions: readonly ReviewedDecision<Decision>[];
}

/** Seats a computer played, as a setup marks them (`players[i].computer`), unless told otherwise. */
export function computerSeatsOf(setup: { readonly players: readonly unknown[] }): (seat: number) => boolean {
  return (seat) => {
    const player = setup.players[seat] as { computer?: unknown } | undefined;
    return typeof player?.computer === 'string';
  };
}

const OPTIONS_SHOWN = 3;

/** A moment's judgement: the chosen option against the best, with the best few options for the figures. */
export function judge<Decision>(
  options: readonly ReviewOption<Decision>[],
  chosen: ReviewOption<Decision>,
  same: (a: Decision, b: Decision) => boolean,
): Pick<ReviewedDecision<Decision>, 'chosen' | 'best' | 'cost' | 'options'> {
  const sorted = [...options].sort((a, b) => b.expected - a.expected);
  const top = sorted[0] && sorted[0].expected > chosen.expected ? sorted[0] : chosen;
  // Within rounding the chosen option is as good as the best: it is the best.
  const cost = top.expected - chosen.expected;
  const tie = cost <= 1e-9;
  const shown = sorted.slice(0, OPTIONS_SHOWN);
  if (!shown.some((option) => same(option.decision, chosen.decision))) shown.push(chosen);
  return { chosen, best: tie ? chosen : top, cost: tie ? 0 : cost, options: shown };
}

/** Per seat: how many of its decisions were judged and what they cost in all. */
export function playerTotals(
  names: readonly string[],
  isComputer: (seat: number) => boolean,
  decisions: readonly ReviewedDecision[],
): ReviewedPlayer[] {
  return names.map((name, seat) => {
    const own = decisions.filter((decision) => decision.player === seat);
    return {
      seat,
      name,
      reviewed: !isComputer(seat),
      totalCost: own.reduce((sum, decision) => sum + decision.cost, 0),
      decisions: own.length,
    };
  });
}

/** A seat's decisions that cost anything to speak of, costliest first (the earlier on a tie). */
export function costliestOf<Decision>(
  decisions: readonly ReviewedDecision<Decision>[],
  seat: number,
  count: number,
): ReviewedDecision<Decision>[] {
  return decisions
    .filter((decision) => decision.player === seat && decision.cost >= 0.05)
    .sort((a, b) => b.cost - a.cost || a.action - b.action)
    .slice(0, count);
}
