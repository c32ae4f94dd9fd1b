// The rolling phase shared by Jamb and Yam Master: at most three rolls, the first rolls all five dice,
// every later roll rerolls at least one die, held dice may be released before a later roll.
import { fail, ok, type Result } from '../result.ts';
import { isFace } from './multiset.ts';
import { type RngState, rollDice } from './prng.ts';

export const DICE_PER_TURN = 5;
export const MAX_ROLLS = 3;

export interface DiceTurn {
  /** The five dice after the latest roll, or null before the first roll. */
  readonly dice: readonly number[] | null;
  readonly held: readonly boolean[];
  readonly rollsUsed: number;
}

export type DiceTurnErrorCode =
  | 'no-rolls-left'
  | 'all-dice-held'
  | 'not-rolled-yet'
  | 'bad-die-index'
  | 'bad-dice-values'
  | 'held-die-changed'
  /** A roll of the app's dice in a log without the generator's secret that does not say what it showed. */
  | 'roll-without-dice';

/** Every code above, for the games' lists of refusals. */
export const DICE_TURN_REFUSALS: Readonly<Record<DiceTurnErrorCode, true>> = {
  'no-rolls-left': true,
  'all-dice-held': true,
  'not-rolled-yet': true,
  'bad-die-index': true,
  'bad-dice-values': true,
  'held-die-changed': true,
  'roll-without-dice': true,
};

export const newDiceTurn = (): DiceTurn => ({
  dice: null,
  held: [false, false, false, false, false],
  rollsUsed: 0,
});

export function rollsLeft(turn: DiceTurn): number {
  return MAX_ROLLS - turn.rollsUsed;
}

/** Indices of the dice the next roll would throw. */
export function diceToRoll(turn: DiceTurn): number[] {
  if (turn.dice === null) return [0, 1, 2, 3, 4];
  return turn.held.flatMap((held, index) => (held ? [] : [index]));
}

function checkCanRoll(turn: DiceTurn): Result<number[], DiceTurnErrorCode> {
  if (turn.rollsUsed >= MAX_ROLLS) return fail('no-rolls-left', 'All three rolls of this turn are used.');
  const toRoll = diceToRoll(turn);
  if (toRoll.length === 0) return fail('all-dice-held', 'Release at least one die to roll again.');
  return ok(toRoll);
}

/** Rolls the unheld dice with the seeded generator. */
export function rollTurn(
  turn: DiceTurn,
  rng: RngState,
): Result<{ turn: DiceTurn; rng: RngState }, DiceTurnErrorCode> {
  const check = checkCanRoll(turn);
  if (!check.ok) return check;
  const { values, state } = rollDice(rng, check.value.length);
  const dice = turn.dice ? [...turn.dice] : [0, 0, 0, 0, 0];
  check.value.forEach((index, i) => {
    dice[index] = values[i]!;
  });
  return ok({ turn: { dice, held: turn.held, rollsUsed: turn.rollsUsed + 1 }, rng: state });
}

/**
 * A roll of the app's dice as a log records it: the generator draws as for any roll, so that it stands
 * where it would have stood, and the dice the log says the roll showed are the ones shown. Without
 * `shown` (logs written before rolls carried their dice) the drawn dice are shown. With `secretKnown`
 * false (a file, whose generator is not the one that rolled) a roll must say what it showed.
 */
export function rollTurnShowing(
  turn: DiceTurn,
  rng: RngState,
  shown: readonly number[] | undefined,
  secretKnown: boolean,
): Result<{ turn: DiceTurn; rng: RngState }, DiceTurnErrorCode> {
  if (!shown && !secretKnown) {
    return fail('roll-without-dice', 'This roll does not say which dice it showed.');
  }
  const rolled = rollTurn(turn, rng);
  if (!rolled.ok || !shown) return rolled;
  const entered = enterTurnDice(turn, shown);
  if (!entered.ok) return entered;
  return ok({ turn: entered.value, rng: rolled.value.rng });
}

/** The dice a roll action says it showed: five faces, or undefined when it says none (or not five faces). */
export function shownDiceOf(value: unknown): readonly number[] | undefined | null {
  if (value === undefined) return undefined;
  return Array.isArray(value) && value.length === DICE_PER_TURN && value.every(isFace) ? [...value] : null;
}

/**
 * Records a throw of real dice. `values` holds all five dice; the held ones must keep their values.
 */
export function enterTurnDice(
  turn: DiceTurn,
  values: readonly number[],
): Result<DiceTurn, DiceTurnErrorCode> {
  const check = checkCanRoll(turn);
  if (!check.ok) return check;
  if (values.length !== DICE_PER_TURN || !values.every(isFace)) {
    return fail('bad-dice-values', 'Enter five dice, each from 1 to 6.');
  }
  if (turn.dice) {
    for (let i = 0; i < DICE_PER_TURN; i++) {
      if (turn.held[i] && turn.dice[i] !== values[i]) {
        return fail('held-die-changed', `Die ${i + 1} is held and must keep its value ${turn.dice[i]}.`);
      }
    }
  }
  return ok({ dice: [...values], held: turn.held, rollsUsed: turn.rollsUsed + 1 });
}

export function setHeld(turn: DiceTurn, index: number, held: boolean): Result<DiceTurn, DiceTurnErrorCode> {
  if (turn.dice === null) return fail('not-rolled-yet', 'Roll before holding dice.');
  if (!Number.isInteger(index) || index < 0 || index >= DICE_PER_TURN) {
    return fail('bad-die-index', `There is no die number ${index + 1}.`);
  }
  const next = [...turn.held];
  next[index] = held;
  return ok({ ...turn, held: next });
}

/** Every entry of real dice the next throw may give: the held dice fixed, the others any face. */
export function diceEntries(turn: DiceTurn): number[][] {
  let entries: number[][] = [[]];
  for (let die = 0; die < DICE_PER_TURN; die++) {
    const faces = turn.dice !== null && turn.held[die] ? [turn.dice[die]!] : [1, 2, 3, 4, 5, 6];
    const next: number[][] = [];
    for (const prefix of entries) for (const face of faces) next.push([...prefix, face]);
    entries = next;
  }
  return entries;
}
