// Numbers and plurals in the language of the run. English prints every figure exactly as the command always
// has (a public interface); the other languages write the same digits through the shared runtime's Intl
// formats, so a value never changes with the language, only its decimal sign.
import { formatWrittenNumber, plural as pluralIn } from '@dicetable/i18n';
import { currentLanguage } from './language.ts';

/** A number written in English digits (`String(x)`, `x.toFixed(n)`) in the language of the run. */
export function localNumber(value: number | string): string {
  const text = String(value);
  const lang = currentLanguage();
  return lang === 'en' ? text : formatWrittenNumber(lang, text);
}

/** A percentage already multiplied by 100 and written in English digits, e.g. "36.36" → 36.36% / 36,36 %. */
export function localPercent(text: string): string {
  const lang = currentLanguage();
  return lang === 'en' ? `${text}%` : formatWrittenNumber(lang, text, { style: 'unit', unit: 'percent' });
}

/** The form of a word for a count, by the language's own plural rules (hr, sr: one, few, other). */
export function plural(
  count: number,
  forms: { readonly other: string } & { readonly [form in Intl.LDMLPluralRule]?: string },
): string {
  return pluralIn(currentLanguage(), count, forms);
}
