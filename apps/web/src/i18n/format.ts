import { language } from './i18n.ts';

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A probability as a percentage in the current language, e.g. 36.3 % / 36,3 %. */
export function formatPercent(probability: number, digits = 1): string {
  const key = `${language()}:${digits}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language(), {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    percentFormats.set(key, format);
  }
  return format.format(probability);
}

export function formatNumber(value: number, digits = 0): string {
  return new Intl.NumberFormat(language(), {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
}

/** A number with at most `digits` significant digits in the current language (tiny ones as 1.2E-7). */
export function formatSignificant(value: number, digits = 2): string {
  return new Intl.NumberFormat(language(), {
    maximumSignificantDigits: digits,
    notation: value !== 0 && Math.abs(value) < 0.001 ? 'scientific' : 'standard',
  }).format(value);
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/**
 * The form of a word for a count, chosen by the language's own plural rules: English has one and other,
 * Croatian and Serbian one, few and other (1 igra, 2 igre, 5 igara, 21 igra).
 */
export function plural(
  lang: string,
  count: number,
  forms: { readonly other: string } & { readonly [form in Intl.LDMLPluralRule]?: string },
): string {
  return forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** An amount of storage in the largest unit that keeps it at 1 or more, e.g. "1.4 MB" / "1,4 MB". */
export function formatBytes(bytes: number): string {
  let index = 0;
  let value = bytes;
  while (value >= 1000 && index < BYTE_UNITS.length - 1) {
    value /= 1000;
    index++;
  }
  return new Intl.NumberFormat(language(), {
    style: 'unit',
    unit: BYTE_UNITS[index],
    unitDisplay: 'short',
    maximumFractionDigits: index === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}

/** A length on the board in centimetres, e.g. "12 cm" / "2,5 cm" (a tenth of a centimetre below 10 cm). */
export function formatCentimetres(metres: number): string {
  const cm = metres * 100;
  return new Intl.NumberFormat(language(), {
    style: 'unit',
    unit: 'centimeter',
    unitDisplay: 'short',
    maximumFractionDigits: cm < 10 ? 1 : 0,
  }).format(cm);
}
