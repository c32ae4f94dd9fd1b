// Serbian Cyrillic has no texts of its own: every Serbian Latin catalogue loaded so far is transliterated
// by the rules the command line shares (@dicetable/i18n).
import { serbianCyrillicMessages } from '@dicetable/i18n';
import { type Lang, translate, translationsIn } from './i18n.ts';

/** Registers Serbian Cyrillic for every catalogue whose Serbian Latin texts are loaded. */
export function deriveSerbianCyrillic(from: Lang = 'sr-Latn'): void {
  for (const [name, messages] of translationsIn(from)) {
    translate(name, 'sr-Cyrl', serbianCyrillicMessages(messages) as never);
  }
}
