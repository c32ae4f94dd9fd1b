// The Yam Master rules as a pure reducer: a state and an action give the next state or a typed error.
import { isFace } from '../dice/multiset.ts';
import type { RngState } from '../dice/prng.ts';
import {
  type DiceTurn,
  type DiceTurnErrorCode,
  diceEntries,
  enterTurnDice,
  MAX_ROLLS,
  newDiceTurn,
  rollTurnShowing,
  setHeld,
  shownDiceOf,
} from '../dice/turn.ts';
import { fail, ok, type Result } from '../result.ts';
import type { YamAction } from './actions.ts';
import { figuresOf, isYam, nonBrelanFigures } from './figures.ts';
import type { Label } from './labels.ts';
import { flattenLayout, isSquareOnBoard, squareIndex } from './layout.ts';
import { type Line, type Owner, pointsOf, winningLine } from './lines.ts';
import { initialRng, layoutOf, TOKENS_PER_PLAYER, type YamSetup } from './setup.ts';

export type PlayerIndex = 0 | 1;

/** How the last finished turn ended, for the players' benefit (and the replay report). */
export interface TurnRecord {
  readonly player: PlayerIndex;
  readonly dice: readonly number[];
  readonly outcome: 'placed' | 'removed' | 'passed' | 'defi-failed';
  readonly square?: number;
  readonly label?: Label;
}

export type YamResult =
  | {
      readonly kind: 'line';
      readonly winner: PlayerIndex;
      readonly line: Line;
      readonly points: [number, number];
    }
  | { readonly kind: 'points'; readonly winner: PlayerIndex | null; readonly points: [number, number] };

export interface YamState {
  readonly setup: YamSetup;
  /** Labels in square order (row × 5 + column). */
  readonly labels: readonly Label[];
  readonly board: readonly Owner[];
  /** Tokens each player has placed (removed tokens still count: they left the game). */
  readonly placed: readonly [number, number];
  /** Tokens of each player removed by the opponent's Yam. */
  readonly lost: readonly [number, number];
  readonly current: PlayerIndex;
  readonly turn: DiceTurn;
  readonly defi: boolean;
  readonly rng: RngState | null;
  readonly lastTurn: TurnRecord | null;
  readonly result: YamResult | null;
}

export type YamErrorCode =
  | DiceTurnErrorCode
  | 'game-over'
  | 'wrong-dice-mode'
  | 'bad-action'
  | 'defi-not-now'
  | 'defi-needs-roll'
  | 'defi-failed'
  | 'bad-square'
  | 'square-taken'
  | 'label-not-made'
  | 'not-a-yam'
  | 'not-opponent-token';

export type YamError = { readonly code: YamErrorCode; readonly message: string };

export function initialState(setup: YamSetup): YamState {
  return {
    setup,
    labels: flattenLayout(layoutOf(setup)),
    board: Array<Owner>(25).fill(null),
    placed: [0, 0],
    lost: [0, 0],
    current: 0,
    turn: newDiceTurn(),
    defi: false,
    rng: initialRng(setup),
    lastTurn: null,
    result: null,
  };
}

const opponent = (player: PlayerIndex): PlayerIndex => (player === 0 ? 1 : 0);

/** True when a Défi was declared, rolled again, and the dice make no figure other than a brelan. */
export function defiFailed(state: YamState): boolean {
  const dice = state.turn.dice;
  return state.defi && state.turn.rollsUsed >= 2 && dice !== null && nonBrelanFigures(dice).length === 0;
}

/**
 * True when a declared Défi can no longer succeed: no figure other than a brelan and no roll left. Until
 * then a Défi without a figure after the second roll may still be made with the last roll.
 */
export function defiLost(state: YamState): boolean {
  return defiFailed(state) && state.turn.rollsUsed >= MAX_ROLLS;
}

/** The labels the current dice qualify for if the turn ends now (empty before the first roll). */
export function qualifyingLabels(state: YamState): Label[] {
  const dice = state.turn.dice;
  if (state.result || dice === null) return [];
  if (state.defi && state.turn.rollsUsed < 2) return [];
  return figuresOf(dice, { firstRoll: state.turn.rollsUsed === 1 && !state.defi, defi: state.defi });
}

/** The free squares the current player may place on now. */
export function placeableSquares(state: YamState): number[] {
  const labels = new Set(qualifyingLabels(state));
  return state.labels.flatMap((label, square) =>
    labels.has(label) && state.board[square] === null ? [square] : [],
  );
}

/** Whether the current dice allow removing an opponent token instead of placing (Yam predator). */
export function canRemove(state: YamState): boolean {
  const dice = state.turn.dice;
  if (state.result || dice === null || !isYam(dice)) return false;
  if (state.defi && state.turn.rollsUsed < 2) return false;
  return state.board.some((owner) => owner === opponent(state.current));
}

export function canDeclareDefi(state: YamState): boolean {
  return !state.result && state.turn.rollsUsed === 1 && !state.defi;
}

function endTurn(
  state: YamState,
  record: TurnRecord,
  board: readonly Owner[],
  placed: [number, number],
): YamState {
  const player = record.player;
  const line = record.outcome === 'placed' ? winningLine(board, player) : undefined;
  let result: YamResult | null = null;
  if (line) {
    result = { kind: 'line', winner: player, line, points: pointsOf(board) };
  } else if (placed[player] >= TOKENS_PER_PLAYER) {
    const points = pointsOf(board);
    const winner = points[0] === points[1] ? null : points[0] > points[1] ? 0 : 1;
    result = { kind: 'points', winner, points };
  }
  const lost: [number, number] = [...state.lost];
  if (record.outcome === 'removed') lost[opponent(player)] += 1;
  return {
    ...state,
    board,
    placed,
    lost,
    current: result ? player : opponent(player),
    turn: newDiceTurn(),
    defi: false,
    lastTurn: record,
    result,
  };
}

function turnError(result: { ok: false; error: { code: DiceTurnErrorCode; message: string } }) {
  return fail<YamErrorCode>(result.error.code, result.error.message);
}

function checkTurnMayEnd(state: YamState): YamError | null {
  if (state.turn.dice === null) return { code: 'not-rolled-yet', message: 'Roll the dice first.' };
  if (state.defi && state.turn.rollsUsed < 2) {
    return { code: 'defi-needs-roll', message: 'A declared Défi must roll at least once more.' };
  }
  return null;
}

function squareOf(action: { row: unknown; column: unknown }): number | null {
  return isSquareOnBoard(action.row, action.column)
    ? squareIndex(action.row as number, action.column as number)
    : null;
}

export function applyAction(state: YamState, action: YamAction): Result<YamState, YamErrorCode> {
  if (state.result) return fail('game-over', 'The game is over.');
  if (typeof action !== 'object' || action === null)
    return fail('bad-action', 'This is not a Yam Master action.');
  switch (action.type) {
    case 'roll': {
      if (state.setup.dice !== 'app' || state.rng === null) {
        return fail('wrong-dice-mode', 'This game uses real dice: enter the thrown values.');
      }
      const shown = shownDiceOf(action.dice);
      if (shown === null) return fail('bad-action', 'A roll shows five dice from 1 to 6.');
      const rolled = rollTurnShowing(state.turn, state.rng, shown, state.setup.seed !== undefined);
      if (!rolled.ok) return turnError(rolled);
      return ok({ ...state, turn: rolled.value.turn, rng: rolled.value.rng });
    }
    case 'dice': {
      if (state.setup.dice !== 'real')
        return fail('wrong-dice-mode', 'This game uses the app’s dice: roll them.');
      if (!Array.isArray(action.values) || action.values.length !== 5 || !action.values.every(isFace)) {
        return fail('bad-dice-values', 'Enter five dice, each from 1 to 6.');
      }
      const entered = enterTurnDice(state.turn, action.values);
      if (!entered.ok) return turnError(entered);
      return ok({ ...state, turn: entered.value });
    }
    case 'hold': {
      if (typeof action.held !== 'boolean') return fail('bad-action', 'A hold says whether the die is held.');
      if (state.turn.dice !== null && state.turn.rollsUsed >= MAX_ROLLS) {
        return fail('no-rolls-left', 'All three rolls of this turn are used.');
      }
      const held = setHeld(state.turn, action.die, action.held);
      if (!held.ok) return turnError(held);
      return ok({ ...state, turn: held.value });
    }
    case 'defi': {
      if (!canDeclareDefi(state)) {
        return fail(
          'defi-not-now',
          state.defi
            ? 'A Défi is already declared.'
            : 'A Défi is declared after the first roll, before the second.',
        );
      }
      return ok({ ...state, defi: true });
    }
    case 'place': {
      const blocked = checkTurnMayEnd(state);
      if (blocked) return fail(blocked.code, blocked.message);
      if (defiFailed(state)) {
        return fail('defi-failed', 'The Défi failed: the turn ends without placing a token.');
      }
      const square = squareOf(action);
      if (square === null) return fail('bad-square', 'That square is not on the board.');
      if (state.board[square] !== null) return fail('square-taken', 'That square is already taken.');
      const label = state.labels[square]!;
      if (!qualifyingLabels(state).includes(label)) {
        return fail('label-not-made', `The dice do not make the figure of that square (${label}).`);
      }
      const board = [...state.board];
      board[square] = state.current;
      const placed: [number, number] = [...state.placed];
      placed[state.current] += 1;
      const record: TurnRecord = {
        player: state.current,
        dice: state.turn.dice!,
        outcome: 'placed',
        square,
        label,
      };
      return ok(endTurn(state, record, board, placed));
    }
    case 'remove': {
      const blocked = checkTurnMayEnd(state);
      if (blocked) return fail(blocked.code, blocked.message);
      if (!isYam(state.turn.dice!)) return fail('not-a-yam', 'Only a Yam may remove an opponent token.');
      const square = squareOf(action);
      if (square === null) return fail('bad-square', 'That square is not on the board.');
      if (state.board[square] !== opponent(state.current)) {
        return fail('not-opponent-token', 'There is no opponent token on that square.');
      }
      const board = [...state.board];
      board[square] = null;
      const record: TurnRecord = {
        player: state.current,
        dice: state.turn.dice!,
        outcome: 'removed',
        square,
        label: state.labels[square]!,
      };
      return ok(endTurn(state, record, board, [...state.placed]));
    }
    case 'pass': {
      const blocked = checkTurnMayEnd(state);
      if (blocked) return fail(blocked.code, blocked.message);
      const record: TurnRecord = {
        player: state.current,
        dice: state.turn.dice!,
        outcome: defiFailed(state) ? 'defi-failed' : 'passed',
      };
      return ok(endTurn(state, record, state.board, [...state.placed]));
    }
    default:
      return fail('bad-action', 'This is not a Yam Master action.');
  }
}

/** Every action the reducer accepts now (holds listed only where they change something). */
export function legalActions(state: YamState): YamAction[] {
  if (state.result) return [];
  const actions: YamAction[] = [];
  const { turn } = state;
  const mayRoll = turn.rollsUsed < MAX_ROLLS && (turn.dice === null || turn.held.some((held) => !held));
  if (mayRoll) {
    if (state.setup.dice === 'app') actions.push({ type: 'roll' });
    else for (const values of diceEntries(turn)) actions.push({ type: 'dice', values });
  }
  if (turn.dice !== null && turn.rollsUsed < MAX_ROLLS) {
    turn.held.forEach((held, die) => actions.push({ type: 'hold', die, held: !held }));
  }
  if (canDeclareDefi(state)) actions.push({ type: 'defi' });
  if (checkTurnMayEnd(state) === null) {
    for (const square of placeableSquares(state)) {
      actions.push({ type: 'place', row: Math.floor(square / 5), column: square % 5 });
    }
    if (canRemove(state)) {
      state.board.forEach((owner, square) => {
        if (owner === opponent(state.current)) {
          actions.push({ type: 'remove', row: Math.floor(square / 5), column: square % 5 });
        }
      });
    }
    actions.push({ type: 'pass' });
  }
  return actions;
}
