// Why an empty cell of the current player's sheet cannot be written now, in words: the rules' own
// refusal of that write, said with the column's order and the cell that comes next, or the announcement.

import { openCells } from '@dicetable/rules/game';
import {
  JAMB_CATEGORIES,
  type JambCategory,
  type JambColumn,
  type JambState,
  jambRules,
} from '@dicetable/rules/jamb';
import { t as sessionT } from '../../session/messages.ts';
import { categoryName } from './labels.ts';
import { t } from './messages.ts';

/** The next empty cell of an ordered column, walking in its order. */
function nextInOrder(state: JambState, column: 'down' | 'up'): JambCategory | undefined {
  const order = column === 'down' ? JAMB_CATEGORIES : [...JAMB_CATEGORIES].reverse();
  const cells = state.sheets[state.current]![column];
  return order.find((category) => cells[category] === undefined);
}

/** The reason, or '' when the rules would take the write (the cell is open). */
export function closedCellReason(state: JambState, column: JambColumn, category: JambCategory): string {
  if (state.announced !== null && (column !== 'announced' || category !== state.announced)) {
    return t('closedAnnouncedTurn', { category: categoryName(state.announced) });
  }
  if (column === 'announced' && state.announced === null) {
    return t('closedAnnounceFirst', { category: categoryName(category) });
  }
  const open = openCells(state).some((cell) => cell.column === column && cell.category === category);
  if (!open && (column === 'down' || column === 'up')) {
    const next = nextInOrder(state, column);
    const words = { next: next ? categoryName(next) : '' };
    return column === 'down' ? t('closedDownOrder', words) : t('closedUpOrder', words);
  }
  const tried = jambRules.apply(state, { type: 'write', column, category });
  if (tried.ok) return '';
  return tried.error.code === 'not-rolled-yet' ? sessionT('not-rolled-yet') : sessionT('moveRefused');
}
