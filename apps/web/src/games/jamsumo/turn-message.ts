// What the player whose turn it is can do now, derived from the rules' state alone (legalActions): a
// Jam hint speaks of the supply only while the player has dice in it, and of dice in play only when
// there are some.
import { currentKind, type JamSumoState, legalActions } from '@dicetable/rules/jamsumo';
import { t } from './messages.ts';

export type JamSumoTurnMessage =
  /** Nothing to flick now: the game is over, or it is played on the wooden board (score pad). */
  | { readonly key: 'none' }
  /** Jam, dice in the supply and in play. */
  | { readonly key: 'hintJam' }
  /** Jam, dice only in the supply (a round's first turns). */
  | { readonly key: 'hintJamSupply' }
  /** Jam, the supply empty: only dice in play. */
  | { readonly key: 'hintJamInPlay' }
  /** Sumo: flick one of the dice in play at a rival's. */
  | { readonly key: 'hintSumo' };

/** The one message of the turn, from the rules' state. */
export function jamSumoTurnMessage(state: JamSumoState): JamSumoTurnMessage {
  const legal = legalActions(state);
  if (legal.length === 0) return { key: 'none' };
  if (currentKind(state) === 'sumo') return { key: 'hintSumo' };
  const fromSupply = legal.some((action) => action.type === 'place-and-flick');
  const inPlay = legal.some((action) => action.type === 'flick');
  return { key: fromSupply && inPlay ? 'hintJam' : fromSupply ? 'hintJamSupply' : 'hintJamInPlay' };
}

/** The message in the player's language ('' when there is nothing to do). */
export function jamSumoTurnText(message: JamSumoTurnMessage): string {
  return message.key === 'none' ? '' : t(message.key);
}
