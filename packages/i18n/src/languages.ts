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
