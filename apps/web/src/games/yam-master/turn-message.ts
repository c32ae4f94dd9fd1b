// What the player whose turn it is can do now, in one sentence derived from the rules' state alone, so
// the screen never says more or less than the rules allow ("The Défi failed" only once no roll is left).
import { MAX_ROLLS } from '@dicetable/rules';
import { defiFailed, defiLost, placeableSquares, type YamState } from '@dicetable/rules/yam-master';
import { yamOver } from './game-result.ts';
import { t } from './messages.ts';

export type YamTurnMessage =
  | { readonly key: 'gameOver' }
  /** No dice yet this turn. */
  | { readonly key: 'beforeRoll' }
  /** A Défi declared: the next roll is still to come. */
  | { readonly key: 'defiDeclared' }
  /** A Défi without a figure after the second roll: the last roll may still make one. */
  | { readonly key: 'defiStillPossible' }
  /** A Défi without a figure and no roll left: the turn ends without a token. */
  | { readonly key: 'defiFailedNote' }
  /** A lit square takes the dice; `rollsLeft` > 0 means the player may also roll again. */
  | { readonly key: 'chooseSquare'; readonly rollsLeft: number }
  /** Nothing to place yet, a roll left. */
  | { readonly key: 'noSquareRollAgain'; readonly rollsLeft: number }
  /** Nothing to place and no roll left. */
  | { readonly key: 'noSquareLastRoll' };

/** The one message of the turn, from the rules' state. */
export function yamTurnMessage(state: YamState): YamTurnMessage {
  if (yamOver(state)) return { key: 'gameOver' };
  const { turn } = state;
  const rollsLeft = MAX_ROLLS - turn.rollsUsed;
  if (turn.dice === null) return { key: 'beforeRoll' };
  if (state.defi && turn.rollsUsed < 2) return { key: 'defiDeclared' };
  if (defiLost(state)) return { key: 'defiFailedNote' };
  if (defiFailed(state)) return { key: 'defiStillPossible' };
  if (placeableSquares(state).length > 0) return { key: 'chooseSquare', rollsLeft };
  if (rollsLeft > 0) return { key: 'noSquareRollAgain', rollsLeft };
  return { key: 'noSquareLastRoll' };
}

/** The message in the player's language. */
export function yamTurnText(message: YamTurnMessage): string {
  switch (message.key) {
    case 'chooseSquare':
      return message.rollsLeft > 0 ? t('chooseSquareOrRoll') : t('chooseSquare');
    case 'noSquareRollAgain':
      return t('noSquareRollAgain');
    default:
      return t(message.key);
  }
}
