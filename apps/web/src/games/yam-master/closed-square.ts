// Why a square of the board cannot be taken now, in words, for the square's own description: the
// screen-reader user hears it with the square, before tapping ("Three 4s — not with these dice").
import { defiFailed, defiLost, isYam, qualifyingLabels, type YamState } from '@dicetable/rules/yam-master';
import { t as sessionT } from '../../session/messages.ts';
import { yamOver } from './game-result.ts';
import { labelName } from './labels.tsx';
import { t } from './messages.ts';

/** The reason, or '' when the square can be used now (a token placed, or removed with a Yam). */
export function closedSquareReason(state: YamState, square: number, removeMode: boolean): string {
  const owner = state.board[square] ?? null;
  const label = state.labels[square]!;
  const dice = state.turn.dice;
  if (yamOver(state)) return t('closedGameOver');
  // A taken square says so first: whatever the dice, it stays taken this turn.
  if (owner !== null && !removeMode) return t('closedTaken', { name: state.setup.players[owner].name });
  if (dice === null) return sessionT('not-rolled-yet');
  if (state.defi && state.turn.rollsUsed < 2) return t('defi-needs-roll');
  if (removeMode) {
    if (!isYam(dice)) return t('not-a-yam');
    return owner !== null && owner !== state.current ? '' : t('not-opponent-token');
  }
  // No real figure after a Défi's second roll: lost for good only once no roll is left.
  if (defiFailed(state)) return defiLost(state) ? t('closedDefiLost') : t('closedDefiPending');
  if (qualifyingLabels(state).includes(label)) return '';
  if (label === 'sec' && (state.defi || state.turn.rollsUsed > 1)) return t('closedSecGone');
  if (label === 'defi' && !state.defi) return t('closedDefiUndeclared');
  return t('closedNotMade', { label: labelName(label) });
}
