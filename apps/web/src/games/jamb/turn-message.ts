// What the player whose turn it is can do now, in one sentence derived from the rules' state alone
// (legalJambActions), so the screen never offers a roll the rules refuse or hides one they allow.
import { MAX_ROLLS } from '@dicetable/rules';
import { type JambCategory, type JambState, legalJambActions } from '@dicetable/rules/jamb';
import { categoryName } from './labels.ts';
import { t } from './messages.ts';

export type JambTurnMessage =
  | { readonly key: 'gameOver' }
  /** No dice yet this turn: roll them (app) or throw and type them (real dice). */
  | { readonly key: 'rollFirst' | 'throwFirst' }
  /** Down, up and free are full and nothing is announced: announce before rolling again. */
  | { readonly key: 'announceRequired' }
  /** Write a score, or roll again (a roll is left; all dice held: release one first). */
  | { readonly key: 'writeOrRoll' }
  /** The announced cell, or roll again. */
  | { readonly key: 'writeAnnouncedOrRoll'; readonly category: JambCategory }
  /** No roll left: write a score. */
  | { readonly key: 'writeNow' }
  /** No roll left: write the announced cell. */
  | { readonly key: 'writeAnnounced'; readonly category: JambCategory };

/** The one message of the turn, from the rules' state. */
export function jambTurnMessage(state: JambState): JambTurnMessage {
  if (state.finished) return { key: 'gameOver' };
  const { turn } = state;
  if (turn.dice === null) return { key: state.setup.diceMode === 'app' ? 'rollFirst' : 'throwFirst' };
  const legal = legalJambActions(state);
  if (legal.announceRequired) return { key: 'announceRequired' };
  const rollLeft = turn.rollsUsed < MAX_ROLLS;
  const category = state.announced;
  if (category !== null) {
    return rollLeft ? { key: 'writeAnnouncedOrRoll', category } : { key: 'writeAnnounced', category };
  }
  return { key: rollLeft ? 'writeOrRoll' : 'writeNow' };
}

/** The message in the player's language. */
export function jambTurnText(message: JambTurnMessage): string {
  switch (message.key) {
    case 'writeAnnouncedOrRoll':
      return t('turnWriteAnnouncedOrRoll', { category: categoryName(message.category) });
    case 'writeAnnounced':
      return t('writeAnnounced', { category: categoryName(message.category) });
    case 'rollFirst':
      return t('turnRollFirst');
    case 'throwFirst':
      return t('turnThrowFirst');
    case 'writeOrRoll':
      return t('turnWriteOrRoll');
    case 'writeNow':
      return t('turnWriteNow');
    default:
      return t(message.key);
  }
}
