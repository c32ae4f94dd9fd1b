// The review of a Yam Master game: at every moment a person decided (what to hold, whether to declare a
// Défi, where to place, whether to place at all or to remove with a Yam) every option is valued with the
// hard player's board evaluation and exact expectimax over the keeps (yam-master/hard.ts), then turned
// into the chance to win against the opponent at its level (yam-master-calibration.ts).
import type { YamAction, YamState } from '@dicetable/rules/yam-master';
import { KEEPS, keepIndex, outcomeIndex, REROLL_KEEPS } from '../dice/keeps.ts';
import { type Seat, withSquare } from '../yam-master/board.ts';
import { legalYam, yamOver } from '../yam-master/game.ts';
import { evaluateBoard, HARD_WEIGHTS, solve, turnEnds } from '../yam-master/hard.ts';
import type { YamLevel } from '../yam-master/levels.ts';
import type { YamDecision } from '../yam-master/player.ts';
import { judge, type ReviewedDecision, type ReviewOption } from './types.ts';
import { winPercent } from './yam-master-calibration.ts';

const sameYam = (a: YamDecision, b: YamDecision): boolean => {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'keep') return b.kind === 'keep' && a.keep.join() === b.keep.join();
  if (a.kind === 'place' || a.kind === 'remove') {
    return (b.kind === 'place' || b.kind === 'remove') && a.square === b.square;
  }
  return true;
};

/**
 * Every option of the moment in the hard player's evaluation of the board once the turn is over (the
 * opponent to move), expected over the throws still to come.
 */
export function yamOptionValues(state: YamState): ReviewOption<YamDecision>[] {
  const dice = state.turn.dice!;
  const outcome = outcomeIndex(dice);
  const ends = turnEnds(state, HARD_WEIGHTS);
  const seat = state.current as Seat;
  const legal = legalYam(state);
  const rollsUsed = state.turn.rollsUsed;
  const rollsLeft = 3 - rollsUsed;
  const options: ReviewOption<YamDecision>[] = [];
  const mayThrow = legal.some((action) => action.type === 'roll' || action.type === 'dice');
  if (mayThrow && rollsLeft > 0) {
    const keeps = solve(ends, state.defi, rollsLeft).keeps[rollsLeft]!;
    for (const keep of REROLL_KEEPS[outcome]!) {
      options.push({ decision: { kind: 'keep', keep: KEEPS[keep]! }, expected: ends.base + keeps[keep]! });
    }
  }
  if (legal.some((action) => action.type === 'defi')) {
    options.push({
      decision: { kind: 'defi' },
      expected: ends.base + solve(ends, true, 2).best[2]![outcome]!,
    });
  }
  for (const action of legal) {
    if (action.type === 'place') {
      const square = action.row * 5 + action.column;
      options.push({ decision: { kind: 'place', square }, expected: placeValue(state, square, seat) });
    } else if (action.type === 'remove') {
      options.push({
        decision: { kind: 'remove', square: action.row * 5 + action.column },
        expected: removeValue(state, action.row * 5 + action.column, seat),
      });
    } else if (action.type === 'pass') {
      options.push({ decision: { kind: 'pass' }, expected: ends.base });
    }
  }
  return options;
}

function placeValue(state: YamState, square: number, seat: Seat): number {
  const placed: [number, number] = [...state.placed];
  placed[seat] += 1;
  return evaluateBoard(state.labels, withSquare(state.board, square, seat), placed, seat, HARD_WEIGHTS);
}

function removeValue(state: YamState, square: number, seat: Seat): number {
  return evaluateBoard(state.labels, withSquare(state.board, square, null), state.placed, seat, HARD_WEIGHTS);
}

function decisionOf(state: YamState, action: YamAction): YamDecision | null {
  switch (action.type) {
    case 'roll':
    case 'dice': {
      const { dice, held } = state.turn;
      if (dice === null) return null;
      const keep = dice.filter((_, die) => held[die]).sort((a, b) => a - b);
      return { kind: 'keep', keep: KEEPS[keepIndex(keep)]! };
    }
    case 'defi':
    case 'pass':
      return { kind: action.type };
    case 'place':
    case 'remove':
      return { kind: action.type, square: action.row * 5 + action.column };
    default:
      return null;
  }
}

/**
 * Every decision of the seats `judged` says to judge, in percent of the chance to win against the
 * opponent at `opponentLevel(seat)`. `states[i]` is the game before action `i`.
 */
export function reviewYamDecisions(
  actions: readonly YamAction[],
  states: readonly YamState[],
  judged: (seat: number) => boolean,
  opponentLevel: (seat: number) => YamLevel,
): ReviewedDecision<YamDecision>[] {
  const decisions: ReviewedDecision<YamDecision>[] = [];
  actions.forEach((action, index) => {
    const state = states[index]!;
    if (yamOver(state) || !judged(state.current)) return;
    const decision = decisionOf(state, action);
    if (!decision) return;
    const level = opponentLevel(state.current);
    const options = yamOptionValues(state).map((option) => ({
      decision: option.decision,
      expected: winPercent(option.expected, level),
    }));
    const listed = options.find((option) => sameYam(option.decision, decision));
    if (!listed) return;
    decisions.push({
      action: index,
      player: state.current,
      kind: decision.kind,
      ...judge(options, listed, sameYam),
    });
  });
  return decisions;
}
