// Jamb categories and Yam Master figures in the names players of the language use (the app's catalogues,
// docs/languages.md); English prints the ids, as typed on the command line.
import type { JambCategory } from '@dicetable/rules/jamb';
import type { Label } from '@dicetable/rules/yam-master';
import { t } from '../messages.ts';

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

const FIGURE_KEYS = {
  full: 'figureFull',
  carre: 'figureCarre',
  yam: 'figureYam',
  suite: 'figureSuite',
  le8: 'figureLe8',
  sec: 'figureSec',
  defi: 'figureDefi',
} as const satisfies Record<Exclude<Label, '1' | '2' | '3' | '4' | '5' | '6'>, string>;

/** A Yam Master square label ('3', 'carre', …) or odds target by its name. */
export function yamLabelName(label: string): string {
  const key = FIGURE_KEYS[label as keyof typeof FIGURE_KEYS];
  return key ? t(key) : t('yamBrelan', { n: label });
}

/** A Jamb category ('ones', 'trips', …) by its name. */
export function jambCategoryName(id: string): string {
  const key = CATEGORY_KEYS[id as JambCategory];
  return key ? t(key) : id;
}
