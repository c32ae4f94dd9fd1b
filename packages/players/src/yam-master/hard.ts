// The planning Yam Master player. Every way the turn can end (each free square, each Yam removal, or not
// placing) is valued by a board evaluation: own and blocked lines of five weighted by how easily their
// missing squares' figures come, line points, and the end by tokens. An exact expectimax over the keeps
// then holds for what the board needs, and a Défi is declared when the rest of the turn is worth more
// with it.
import {
  type Label,
  type Owner,
  pointsOf,
  SCORING_LINES,
  TOKENS_PER_PLAYER,
  WINNING_LINES,
  type YamState,
} from '@dicetable/rules/yam-master';
import {
  bestKeep,
  KEEPS,
  OUTCOME_COUNT,
  OUTCOMES,
  outcomeIndex,
  REROLL_KEEPS,
  solveTurn,
  type TurnTables,
} from '../dice/keeps.ts';
import { TURN_CHANCE } from './baselines.ts';
import { other, type Seat, withSquare } from './board.ts';
import { type FigureMoment, momentOf, OUTCOME_LABELS } from './figures.ts';
import type { YamChoice, YamComputerPlayer, YamDecision } from './player.ts';

export interface YamWeights {
  /** Value of a won game; a lost one is its negative. */
  readonly win: number;
  /** Per own token (0…4) on a line of five free of the opponent, times the ease of its missing squares. */
  readonly ownLine: readonly number[];
  /** The same for the opponent's lines (the opponent moves next). */
  readonly theirLine: readonly number[];
  /** Per line point ahead. */
  readonly point: number;
  /** Per own token (0…3) on a scoring line free of the opponent (the runs that may score). */
  readonly ownRun: readonly number[];
  readonly theirRun: readonly number[];
}

export const HARD_WEIGHTS: YamWeights = {
  win: 1000,
  ownLine: [0, 0.5, 3, 15, 250],
  theirLine: [0, 0.5, 3, 20, 700],
  point: 25,
  ownRun: [0, 0.3, 2, 6],
  theirRun: [0, 0.3, 2, 6],
};

const FIVE_YAMS = OUTCOMES.map((dice) => dice.every((die) => die === dice[0]));

/** The position's value for `seat`, the opponent to move next. */
export function evaluateBoard(
  labels: readonly Label[],
  board: readonly Owner[],
  placed: readonly [number, number],
  seat: Seat,
  weights: YamWeights,
): number {
  const them = other(seat);
  const points = pointsOf(board);
  if (WINNING_LINES.some((line) => line.every((square) => board[square] === seat))) return weights.win;
  if (placed[seat] >= TOKENS_PER_PLAYER || placed[them] >= TOKENS_PER_PLAYER) {
    return Math.sign(points[seat] - points[them]) * weights.win;
  }
  let value = weights.point * (points[seat] - points[them]);
  for (const line of WINNING_LINES) {
    let mine = 0;
    let theirs = 0;
    let ease = 0;
    for (const square of line) {
      const owner = board[square];
      if (owner === seat) mine++;
      else if (owner === them) theirs++;
      else ease += TURN_CHANCE[labels[square]!];
    }
    const free = 5 - mine - theirs;
    if (free === 0) continue;
    if (theirs === 0) value += weights.ownLine[mine]! * (ease / free);
    if (mine === 0) value -= weights.theirLine[theirs]! * (ease / free);
  }
  for (const line of SCORING_LINES) {
    let mine = 0;
    let theirs = 0;
    for (const square of line) {
      if (board[square] === seat) mine++;
      else if (board[square] === them) theirs++;
    }
    if (theirs === 0 && mine < line.length) value += weights.ownRun[Math.min(mine, 3)]!;
    if (mine === 0 && theirs < line.length) value -= weights.theirRun[Math.min(theirs, 3)]!;
  }
  return value;
}

export interface TurnEnd {
  readonly decision: YamDecision;
  readonly value: number;
}

/** The best end of the turn per label made, and per Yam removal; passing is worth 0. */
export function turnEnds(state: YamState, weights: YamWeights) {
  const seat = state.current as Seat;
  const base = evaluateBoard(state.labels, state.board, state.placed, seat, weights);
  const byLabel = new Map<Label, TurnEnd>();
  const placed: [number, number] = [...state.placed];
  placed[seat] += 1;
  state.labels.forEach((label, square) => {
    if (state.board[square] !== null) return;
    const value =
      evaluateBoard(state.labels, withSquare(state.board, square, seat), placed, seat, weights) - base;
    const known = byLabel.get(label);
    if (!known || value > known.value) byLabel.set(label, { decision: { kind: 'place', square }, value });
  });
  let removal: TurnEnd | null = null;
  state.board.forEach((owner, square) => {
    if (owner !== other(seat)) return;
    const value =
      evaluateBoard(state.labels, withSquare(state.board, square, null), state.placed, seat, weights) - base;
    if (!removal || value > removal.value) removal = { decision: { kind: 'remove', square }, value };
  });
  return { base, byLabel, removal: removal as TurnEnd | null };
}

export function bestEnd(ends: ReturnType<typeof turnEnds>, moment: FigureMoment, outcome: number): TurnEnd {
  let best: TurnEnd = { decision: { kind: 'pass' }, value: 0 };
  for (const label of OUTCOME_LABELS[moment][outcome]!) {
    const end = ends.byLabel.get(label);
    if (end && end.value > best.value) best = end;
  }
  if (FIVE_YAMS[outcome] && ends.removal && ends.removal.value > best.value) best = ends.removal;
  return best;
}

export function solve(ends: ReturnType<typeof turnEnds>, defi: boolean, rollsLeft: number): TurnTables {
  const byMoment = new Map<string, Float64Array>();
  return solveTurn((roll) => {
    const key = defi && roll === 1 ? 'defi-first' : momentOf(roll, defi);
    let values = byMoment.get(key);
    if (!values) {
      values = new Float64Array(OUTCOME_COUNT);
      for (let outcome = 0; outcome < OUTCOME_COUNT; outcome++) {
        values[outcome] =
          key === 'defi-first' ? Number.NEGATIVE_INFINITY : bestEnd(ends, key as FigureMoment, outcome).value;
      }
      byMoment.set(key, values);
    }
    return values;
  }, rollsLeft);
}

export function adviseYam(state: YamState, weights: YamWeights = HARD_WEIGHTS): YamChoice {
  const dice = state.turn.dice;
  if (dice === null) return { decision: { kind: 'keep', keep: [] } };
  const ends = turnEnds(state, weights);
  const outcome = outcomeIndex(dice);
  const rollsUsed = state.turn.rollsUsed;
  const rollsLeft = 3 - rollsUsed;
  const plain = solve(ends, state.defi, rollsLeft);
  if (rollsUsed === 1 && !state.defi) {
    const withDefi = solve(ends, true, 2);
    const defiValue = withDefi.best[2]![outcome]!;
    if (defiValue > plain.best[2]![outcome]! + 1e-9) {
      return { decision: { kind: 'defi' }, expected: ends.base + defiValue };
    }
  }
  const mustRoll = state.defi && rollsUsed < 2;
  const stop = mustRoll ? null : bestEnd(ends, momentOf(rollsUsed, state.defi), outcome);
  if (rollsLeft > 0) {
    const keep = bestKeep(plain, dice, rollsLeft, stop ? stop.value : Number.NEGATIVE_INFINITY);
    if (keep.keep.length < 5) {
      return { decision: { kind: 'keep', keep: keep.keep }, expected: ends.base + keep.value };
    }
  }
  return { decision: stop!.decision, expected: ends.base + stop!.value };
}

/** Every keep's value now, best first (for explanations and tests). */
export function yamKeepValues(state: YamState, weights: YamWeights = HARD_WEIGHTS) {
  const dice = state.turn.dice!;
  const outcome = outcomeIndex(dice);
  const rollsLeft = 3 - state.turn.rollsUsed;
  const tables = solve(turnEnds(state, weights), state.defi, rollsLeft);
  return [...REROLL_KEEPS[outcome]!]
    .map((keep) => ({ keep: KEEPS[keep]!, value: tables.keeps[rollsLeft]![keep]! }))
    .sort((a, b) => b.value - a.value);
}

export function hardYamPlayer(weights: YamWeights = HARD_WEIGHTS): YamComputerPlayer {
  return { id: 'hard', decide: (state) => adviseYam(state, weights) };
}
