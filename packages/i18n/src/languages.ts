// The languages Dicetable speaks and how a BCP 47 tag (a device's language, or one typed on the command
// line) maps to one of them.

export const LANGUAGES = ['en', 'nl', 'de', 'pt', 'hr', 'sr-Latn', 'sr-Cyrl', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

const PLAIN: readonly string[] = ['en', 'nl', 'de', 'pt', 'hr', 'fr'];

/** The language Dicetable speaks for one BCP 47 tag, if any. */
export function languageForTag(tag: string): Lang | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
  const base = locale.language;
  if (PLAIN.includes(base)) return base as Lang;
  // Serbian: the script the device names; without one, the country's usual script from CLDR's likely
  // subtags (Cyrillic in Serbia and Bosnia, the official default; Latin in Montenegro, and for `cnr`/`sh`).
  if (base === 'sr') return locale.script === 'Latn' ? 'sr-Latn' : 'sr-Cyrl';
  // Bosnian is ijekavian like Croatian; written in Cyrillic, Serbian Cyrillic reads closer.
  if (base === 'bs') return locale.script === 'Cyrl' ? 'sr-Cyrl' : 'hr';
  return undefined;
}

/** The first of a device's preferred languages that Dicetable speaks, else the fallback. */
export function negotiateLanguage(preferred: readonly string[], fallback: Lang = 'en'): Lang {
  for (const tag of preferred) {
    const lang = languageForTag(tag);
    if (lang) return lang;
  }
  return fallback;
}

export function isLang(value: unknown): value is Lang {
  return LANGUAGES.includes(value as Lang);
}

/** Each language in its own words, as a chooser lists them. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  pt: 'Português',
  hr: 'Hrvatski',
  'sr-Latn': 'Srpski (latinica)',
  'sr-Cyrl': 'Српски (ћирилица)',
  fr: 'Français',
};
