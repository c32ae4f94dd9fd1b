// Translations: every feature defines its own catalogue next to its code, one file per language in the
// feature's folder: messages.en.ts holds English, the contract (its type is the shape every other language
// must have: the same keys with the same parameters, else a type error; a unit test checks every catalogue
// at run time as well), and each other language's messages.<lang>.ts registers its texts with `translate`.
// The folder's messages.ts defines the catalogue from English, which ships with the code that uses it; every
// other language's files of all catalogues make one chunk, downloaded only when chosen (languages/load.ts).
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
  type TranslatedLang,
  type Translation,
  type Translator,
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

/** The language whose texts ship with the code that shows them. */
export const BUILT_IN_LANGUAGES = ['en'] as const;
/** The languages whose texts are loaded when chosen, all catalogues' at once (languages/<lang>.ts). */
export const LOADED_LANGUAGES = ['nl', 'de', 'pt', 'hr', 'sr-Latn', 'sr-Cyrl', 'fr'] as const;
export type LoadedLang = (typeof LOADED_LANGUAGES)[number];

export interface Catalogue<T extends Messages> extends SharedCatalogue {
  readonly languages: CatalogueLanguages<T>;
}

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

/** A catalogue: its English texts, the contract every other language of it is checked against. */
export function defineMessages<const T extends Messages>(name: string, en: T): Translator<T> {
  return defineCatalogue(catalogues, name, { en });
}

/**
 * One language's texts for a catalogue, in the file messages.<lang>.ts beside the catalogue's messages.ts:
 * `translate<typeof en>('jamb', 'nl', { … })` with `import type { en } from './messages.en.ts'`, so a
 * missing or extra key, or other parameters, is a type error, and the file pulls no code along.
 */
export function translate<T extends Messages>(
  name: string,
  lang: TranslatedLang,
  messages: Translation<T>,
): void {
  addTranslation<T>(catalogues, name, lang, messages);
}

let requested: Lang = 'en';
let loading: Promise<void> = Promise.resolve();
const loaded = new Set<Lang>(BUILT_IN_LANGUAGES);
let loadTexts: (lang: LoadedLang) => Promise<unknown> = () => Promise.resolve();

/** A language's chunk has registered its texts: from now on switching to it is immediate. */
export function languageLoaded(lang: LoadedLang): void {
  loaded.add(lang);
}

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
