// The sheet's rows and columns. The ids are a public format: they appear in logs, saved games and the CLI.

export const JAMB_CATEGORIES = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'max',
  'min',
  'trips',
  'straight',
  'full',
  'carre',
  'jamb',
] as const;
export type JambCategory = (typeof JAMB_CATEGORIES)[number];

export const UPPER_CATEGORIES = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;
export const LOWER_CATEGORIES = ['trips', 'straight', 'full', 'carre', 'jamb'] as const;

export const JAMB_COLUMNS = ['down', 'up', 'free', 'announced'] as const;
export type JambColumn = (typeof JAMB_COLUMNS)[number];

export const CELLS_PER_SHEET = JAMB_CATEGORIES.length * JAMB_COLUMNS.length;

export function isJambCategory(value: unknown): value is JambCategory {
  return JAMB_CATEGORIES.includes(value as JambCategory);
}

export function isJambColumn(value: unknown): value is JambColumn {
  return JAMB_COLUMNS.includes(value as JambColumn);
}
