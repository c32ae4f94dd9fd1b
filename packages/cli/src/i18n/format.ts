// Numbers and plurals in the language of the run. English prints every figure exactly as the command always
// has (a public interface); the other languages write the same digits with Intl.NumberFormat, so a value
// never changes with the language, only its decimal sign.
import { currentLanguage } from './language.ts';

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

function intlFormat(text: string, options: Intl.NumberFormatOptions): string {
  const digits = decimals(text);
  const format = new Intl.NumberFormat(currentLanguage(), {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...options,
  });
  // A decimal string is formatted as written: no second rounding.
  return format.format(text as unknown as number);
}

/** A number written in English digits (`String(x)`, `x.toFixed(n)`) in the language of the run. */
export function localNumber(value: number | string): string {
  const text = String(value);
  if (currentLanguage() === 'en') return text;
  const exponent = /^(-?[\d.]+)e([+-]\d+)$/i.exec(text);
  if (exponent) return `${intlFormat(exponent[1]!, {})}E${exponent[2]!.replace('+', '')}`;
  return intlFormat(text, {});
}

/** A percentage already multiplied by 100 and written in English digits, e.g. "36.36" → 36.36% / 36,36 %. */
export function localPercent(text: string): string {
  if (currentLanguage() === 'en') return `${text}%`;
  return intlFormat(text, { style: 'unit', unit: 'percent' });
}

/** The form of a word for a count, by the language's own plural rules (hr, sr: one, few, other). */
export function plural(
  count: number,
  forms: { readonly other: string } & { readonly [form in Intl.LDMLPluralRule]?: string },
): string {
  return forms[new Intl.PluralRules(currentLanguage()).select(count)] ?? forms.other;
}
