// Translated names of the sheet's categories and columns.
import type { JambCategory, JambColumn } from '@dicetable/rules/jamb';
import { t } from './messages.ts';

const CATEGORY_KEYS = {
  ones: 'categoryOnes',
  twos: 'categoryTwos',
  threes: 'categoryThrees',
  fours: 'categoryFours',
  fives: 'categoryFives',
  sixes: 'categorySixes',
  max: 'categoryMax',
  min: 'categoryMin',
  trips: 'categoryTrips',
  straight: 'categoryStraight',
  full: 'categoryFull',
  carre: 'categoryCarre',
  jamb: 'categoryJamb',
} as const satisfies Record<JambCategory, string>;

const COLUMN_KEYS = {
  down: 'columnDown',
  up: 'columnUp',
  free: 'columnFree',
  announced: 'columnAnnounced',
} as const satisfies Record<JambColumn, string>;

export const categoryName = (category: JambCategory): string => t(CATEGORY_KEYS[category]);
export const columnName = (column: JambColumn): string => t(COLUMN_KEYS[column]);

/** Column headers: an arrow shows the order of the column at a glance. */
export const COLUMN_SYMBOLS: Record<JambColumn, string> = { down: '↓', up: '↑', free: '↕', announced: '!' };
