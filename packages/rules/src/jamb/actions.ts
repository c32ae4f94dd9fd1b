// The actions of a Jamb game, exactly as they are stored in a game log.
import { isFace } from '../dice/multiset.ts';
import { shownDiceOf } from '../dice/turn.ts';
import { fail, ok, type Result } from '../result.ts';
import { isJambCategory, isJambColumn, type JambCategory, type JambColumn } from './categories.ts';

export type JambAction =
  /**
   * The app rolls the dice not held (app dice). The log records the five dice the roll showed (absent in
   * logs written before, which replay them from the setup's seed).
   */
  | { readonly type: 'roll'; readonly dice?: readonly number[] }
  /** The five dice as thrown at the table (real dice); held dice keep their values. */
  | { readonly type: 'enter'; readonly dice: readonly number[] }
  | { readonly type: 'hold'; readonly die: number }
  | { readonly type: 'release'; readonly die: number }
  | { readonly type: 'announce'; readonly category: JambCategory }
  | { readonly type: 'write'; readonly column: JambColumn; readonly category: JambCategory };

export type JambActionType = JambAction['type'];

const isDieIndex = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < 5;

/** Checks the shape of an action read from a file (not whether it is legal now). */
export function validateJambAction(data: unknown): Result<JambAction, 'bad-action'> {
  const bad = (why: string) => fail('bad-action', `Not a Jamb action: ${why}.`);
  if (typeof data !== 'object' || data === null) return bad('not an object');
  const action = data as Record<string, unknown>;
  switch (action.type) {
    case 'roll': {
      const dice = shownDiceOf(action.dice);
      if (dice === null) return bad('"roll" shows five dice from 1 to 6');
      return ok(dice ? { type: 'roll', dice } : { type: 'roll' });
    }
    case 'enter':
      if (!Array.isArray(action.dice) || action.dice.length !== 5 || !action.dice.every(isFace)) {
        return bad('"enter" needs five dice from 1 to 6');
      }
      return ok({ type: 'enter', dice: [...(action.dice as number[])] });
    case 'hold':
    case 'release':
      if (!isDieIndex(action.die)) return bad(`"${action.type}" needs a die index from 0 to 4`);
      return ok({ type: action.type, die: action.die as number });
    case 'announce':
      if (!isJambCategory(action.category)) return bad('unknown category');
      return ok({ type: 'announce', category: action.category });
    case 'write':
      if (!isJambColumn(action.column)) return bad('unknown column');
      if (!isJambCategory(action.category)) return bad('unknown category');
      return ok({ type: 'write', column: action.column, category: action.category });
    default:
      return bad(`unknown type ${JSON.stringify(action.type)}`);
  }
}
