// Translations: every feature defines its own catalogue next to its code. English, Dutch, German and
// Portuguese sit in the feature's messages.ts and load with it; every further language lives in a sibling
// file (messages.hr.ts, messages.sr-Latn.ts, messages.fr.ts) that is downloaded only when that language is
// chosen (languages/load.ts). The type of the English catalogue is the contract: every other language must
// have the same keys with the same parameters, and a unit test checks every catalogue at run time as well.
import { languageForTag, type Messages, type Translation } from '@dicetable/i18n';
import { createSignal } from 'solid-js';

/** The languages whose texts sit in every messages.ts and ship with the app shell. */
export const BUILT_IN_LANGUAGES = ['en', 'nl', 'de', 'pt'] as const;
/** The languages whose texts sit in sibling files and are loaded when chosen. */
export const LOADED_LANGUAGES = ['hr', 'sr-Latn', 'sr-Cyrl', 'fr'] as const;
export const LANGUAGES = [...BUILT_IN_LANGUAGES, ...LOADED_LANGUAGES] as const;
export type Lang = (typeof LANGUAGES)[number];
export type LoadedLang = (typeof LOADED_LANGUAGES)[number];

/** Each language in its own words, as the Settings chooser lists them. */
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

export type { Message, Messages, Translation } from '@dicetable/i18n';
export { languageForTag };

export interface Catalogue<T extends Messages> {
  readonly name: string;
  readonly languages: { readonly en: T } & { readonly [L in Lang]?: Translation<T> };
}

type ParamsOf<M> = M extends (params: infer P) => string ? [params: P] : [];

declare const englishMessages: unique symbol;

/** Looks a key up in the current language. Carries the English catalogue's type for the sibling files. */
export type Translator<T extends Messages> = (<K extends keyof T & string>(
  key: K,
  ...params: ParamsOf<T[K]>
) => string) & { readonly [englishMessages]?: T };

/** The English catalogue behind a translator: `Translation<MessagesOf<typeof t>>` is what a sibling file writes. */
export type MessagesOf<F> = F extends { readonly [englishMessages]?: infer T extends Messages } ? T : never;

const [language, setLanguageSignal] = createSignal<Lang>('en');

export { language };

const registry = new Map<string, { name: string; languages: Partial<Record<Lang, Messages>> }>();

function entry(name: string) {
  let found = registry.get(name);
  if (!found) {
    found = { name, languages: {} };
    registry.set(name, found);
  }
  return found;
}

/** Every catalogue loaded so far (the completeness test loads them all). */
export function registeredCatalogues(): Catalogue<Messages>[] {
  return [...registry.values()].filter((catalogue) => catalogue.languages.en) as Catalogue<Messages>[];
}

/** Every text registered for one language, by catalogue name (what Serbian Cyrillic is made from). */
export function translationsIn(lang: Lang): [name: string, messages: Messages][] {
  return [...registry.values()].flatMap((catalogue) => {
    const messages = catalogue.languages[lang];
    return messages ? [[catalogue.name, messages] as [string, Messages]] : [];
  });
}

export function defineMessages<const T extends Messages>(
  name: string,
  languages: { en: T; nl: Translation<T>; de: Translation<T>; pt: Translation<T> },
): Translator<T> {
  const catalogue = entry(name);
  Object.assign(catalogue.languages, languages);
  return ((key: string, params?: unknown) => {
    const message = catalogue.languages[language()]?.[key] ?? (languages.en as Messages)[key];
    if (typeof message === 'function') return message(params);
    return message ?? key;
  }) as Translator<T>;
}

/**
 * A loaded language's texts for one catalogue, written in a sibling of its messages.ts:
 * `translate<typeof t>('jamb', 'hr', { … })` with `import type { t } from './messages.ts'`, so the file
 * is checked against the English keys and parameters without pulling the feature's code along.
 */
export function translate<F extends Translator<Messages>>(
  name: string,
  lang: LoadedLang,
  messages: Translation<MessagesOf<F>>,
): void {
  entry(name).languages[lang] = messages as Messages;
}

let requested: Lang = 'en';
let loading: Promise<void> = Promise.resolve();
const loaded = new Set<Lang>(BUILT_IN_LANGUAGES);
let loadTexts: (lang: LoadedLang) => Promise<unknown> = () => Promise.resolve();

/** How the texts of a loaded language arrive (languages/load.ts: dynamic imports, one chunk per language). */
export function setLanguageLoader(loader: (lang: LoadedLang) => Promise<unknown>): void {
  loadTexts = loader;
}

/** Switches the app's language; a loaded language switches once its texts are there. */
export function setLanguage(lang: Lang): Promise<void> {
  requested = lang;
  const apply = () => {
    if (requested !== lang) return;
    setLanguageSignal(lang);
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
  };
  if (loaded.has(lang)) {
    apply();
    loading = Promise.resolve();
  } else {
    loading = loadTexts(lang as LoadedLang).then(
      () => {
        loaded.add(lang);
        apply();
      },
      // Offline before the language was ever cached: stay in the language we have rather than break.
      (error: unknown) => console.warn(`Could not load the texts of ${lang}`, error),
    );
  }
  return loading;
}

/** Settles when the language asked for last is shown (the first paint waits for it). */
export function languageReady(): Promise<void> {
  return loading;
}

/** One plain text of a catalogue in every language registered so far: for words read outside the running app (the manifest). */
export function inEveryLanguage(
  catalogue: string,
  key: string,
): Partial<Record<Lang, string>> & { en: string } {
  const languages = registry.get(catalogue)?.languages ?? {};
  const texts = LANGUAGES.filter((lang) => languages[lang]).map(
    (lang) => [lang, languages[lang]?.[key]] as const,
  );
  for (const [lang, text] of texts) {
    if (typeof text !== 'string') throw new Error(`${catalogue}/${lang}/${key} is no plain text`);
  }
  return Object.fromEntries(texts) as Partial<Record<Lang, string>> & { en: string };
}

/** The first of the browser's preferred languages that Dicetable speaks, else English. */
export function detectLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Lang {
  for (const tag of preferred) {
    const lang = languageForTag(tag);
    if (lang) return lang;
  }
  return 'en';
}

export function isLang(value: unknown): value is Lang {
  return LANGUAGES.includes(value as Lang);
}
