// Numbers and plurals in a language, through Intl: the program passes the language it speaks. A format is
// made once per language and options, as texts are formatted again on every render.

type PluralForms = { readonly other: string } & { readonly [form in Intl.LDMLPluralRule]?: string };

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The form of a word for a count, chosen by the language's own plural rules: English has one and other,
 * Croatian and Serbian one, few and other (1 igra, 2 igre, 5 igara, 21 igra).
 */
export function plural(lang: string, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return forms[rules.select(count)] ?? forms.other;
}

/** The number format of a language with these options, made once. */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A probability as a percentage, e.g. 36.3 % / 36,3 %. */
export function formatPercent(lang: string, probability: number, digits = 1): string {
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(probability);
}

export function formatNumber(lang: string, value: number, digits = 0): string {
  return numberFormat(lang, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

/** A number with at most `digits` significant digits (tiny ones as 1.2E-7). */
export function formatSignificant(lang: string, value: number, digits = 2): string {
  return numberFormat(lang, {
    maximumSignificantDigits: digits,
    notation: value !== 0 && Math.abs(value) < 0.001 ? 'scientific' : 'standard',
  }).format(value);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** An amount of storage in the largest unit that keeps it at 1 or more, e.g. "1.4 MB" / "1,4 MB". */
export function formatBytes(lang: string, bytes: number): string {
  let index = 0;
  let value = bytes;
  while (value >= 1000 && index < BYTE_UNITS.length - 1) {
    value /= 1000;
    index++;
  }
  return numberFormat(lang, {
    style: 'unit',
    unit: BYTE_UNITS[index],
    unitDisplay: 'short',
    maximumFractionDigits: index === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}

/** A length in centimetres given in metres, e.g. "12 cm" / "2,5 cm" (a tenth of a centimetre below 10 cm). */
export function formatCentimetres(lang: string, metres: number): string {
  const cm = metres * 100;
  return numberFormat(lang, {
    style: 'unit',
    unit: 'centimeter',
    unitDisplay: 'short',
    maximumFractionDigits: cm < 10 ? 1 : 0,
  }).format(cm);
}

export function formatDateTime(lang: string, iso: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * A number already written in English digits (`String(x)`, `x.toFixed(n)`, "1.5e-7") in a language's digits
 * and decimal sign, with exactly the decimals written: a value never changes with the language.
 */
export function formatWrittenNumber(
  lang: string,
  written: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const exponent = /^(-?[\d.]+)e([+-]\d+)$/i.exec(written);
  if (exponent) return `${formatWrittenNumber(lang, exponent[1]!)}E${exponent[2]!.replace('+', '')}`;
  const digits = written.split('.')[1]?.length ?? 0;
  const format = numberFormat(lang, {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...options,
  });
  // A decimal string is formatted as written: no second rounding.
  return format.format(written as unknown as number);
}
