// Translations: every feature defines its own catalogue next to its code. English, Dutch, German and
// Portuguese sit in the feature's messages.ts and load with it; every further language lives in a sibling
// file (messages.hr.ts, messages.sr-Latn.ts, messages.fr.ts) that is downloaded only when that language is
// chosen (languages/load.ts). The type of the English catalogue is the contract: every other language must
// have the same keys with the same parameters, and a unit test checks every catalogue at run time as well.
// The lookup, the languages and Serbian Cyrillic are the runtime the command line shares (@dicetable/i18n);
// this adapter adds what only the app has: the language as a Solid signal, so texts follow a switch, and
// languages whose texts are downloaded when chosen.
import {
  addTranslation,
  type CatalogueLanguages,
  createCatalogues,
  defineCatalogue,
  definedCatalogues,
  inEveryLanguage as inEveryLanguageOf,
  type Lang,
  type Messages,
  negotiateLanguage,
  type Catalogue as SharedCatalogue,
  type Translator as SharedTranslator,
  type Translation,
  translationsIn as translationsOf,
} from '@dicetable/i18n';
import { createSignal } from 'solid-js';

export {
  isLang,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Lang,
  languageForTag,
  type Message,
  type Messages,
  type Translation,
} from '@dicetable/i18n';

/** The languages whose texts sit in every messages.ts and ship with the app shell. */
export const BUILT_IN_LANGUAGES = ['en', 'nl', 'de', 'pt'] as const;
/** The languages whose texts sit in sibling files and are loaded when chosen. */
export const LOADED_LANGUAGES = ['hr', 'sr-Latn', 'sr-Cyrl', 'fr'] as const;
export type LoadedLang = (typeof LOADED_LANGUAGES)[number];

export interface Catalogue<T extends Messages> extends SharedCatalogue {
  readonly languages: CatalogueLanguages<T>;
}

declare const englishMessages: unique symbol;

/** Looks a key up in the current language. Carries the English catalogue's type for the sibling files. */
export type Translator<T extends Messages> = SharedTranslator<T> & { readonly [englishMessages]?: T };

/** The English catalogue behind a translator: `Translation<MessagesOf<typeof t>>` is what a sibling file writes. */
export type MessagesOf<F> = F extends { readonly [englishMessages]?: infer T extends Messages } ? T : never;

const [language, setLanguageSignal] = createSignal<Lang>('en');

export { language };

/** The app's catalogues (serbian-cyrillic.ts derives a language in them). */
export const catalogues = createCatalogues({ language });

/** Every catalogue loaded so far (the completeness test loads them all). */
export function registeredCatalogues(): Catalogue<Messages>[] {
  return definedCatalogues(catalogues) as Catalogue<Messages>[];
}

/** Every text registered for one language, by catalogue name (what Serbian Cyrillic is made from). */
export const translationsIn = (lang: Lang) => translationsOf(catalogues, lang);

export function defineMessages<const T extends Messages>(
  name: string,
  languages: { en: T; nl: Translation<T>; de: Translation<T>; pt: Translation<T> },
): Translator<T> {
  return defineCatalogue(catalogues, name, languages);
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
  addTranslation(catalogues, name, lang, messages as Messages);
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
export const inEveryLanguage = (catalogue: string, key: string) =>
  inEveryLanguageOf(catalogues, catalogue, key);

/** The first of the browser's preferred languages that Dicetable speaks, else English. */
export function detectLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Lang {
  return negotiateLanguage(preferred);
}
