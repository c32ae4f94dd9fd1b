// Jamb categories and Yam Master figures in the names players of the language use (the app's catalogues,
// docs/languages.md); English prints the ids, as typed on the command line. Each name's key is made from
// its id: categoryOnes for 'ones', figureLe8 for 'le8'.
import { isJambCategory, type JambCategory } from '@dicetable/rules/jamb';
import { BRELAN_LABELS, type Label } from '@dicetable/rules/yam-master';
import { t } from '../messages.ts';

type Figure = Exclude<Label, (typeof BRELAN_LABELS)[number]>;

const capitalized = <S extends string>(id: S) => (id.charAt(0).toUpperCase() + id.slice(1)) as Capitalize<S>;

/** A Yam Master square label ('3', 'carre', …) or odds target by its name. */
export function yamLabelName(label: string): string {
  if ((BRELAN_LABELS as readonly string[]).includes(label)) return t('yamBrelan', { n: label });
  return t(`figure${capitalized(label as Figure)}`);
}

/** A Jamb category ('ones', 'trips', …) by its name. */
export function jambCategoryName(id: string): string {
  return isJambCategory(id) ? t(`category${capitalized(id as JambCategory)}`) : id;
}
