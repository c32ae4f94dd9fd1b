// Serbian Cyrillic has no texts of its own: every Serbian Latin catalogue loaded so far is transliterated
// by the rules the command line shares (@dicetable/i18n). A module of its own, so the transliteration
// comes with the Serbian Cyrillic chunk and not with the app shell.
import { deriveSerbianCyrillic as derive, type Lang } from '@dicetable/i18n';
import { catalogues } from './i18n.ts';

/** Registers Serbian Cyrillic for every catalogue whose Serbian Latin texts are loaded. */
export function deriveSerbianCyrillic(from: Lang = 'sr-Latn'): void {
  derive(catalogues, from);
}
