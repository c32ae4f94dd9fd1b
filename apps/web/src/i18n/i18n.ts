// Translations: every feature defines its own catalogue next to its code, in all four languages.
// The type of the English catalogue is the contract: Dutch, German and Portuguese must have the same
// keys with the same parameters, and a unit test checks every catalogue at run time as well.
import { createSignal } from 'solid-js';

export const LANGUAGES = ['en', 'nl', 'de', 'pt'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  pt: 'Português',
};

// biome-ignore lint/suspicious/noExplicitAny: parameters differ per message.
export type Message = string | ((params: any) => string);
export type Messages = Record<string, Message>;

/** Another language's catalogue: the same keys, each a string or a function taking the same parameters. */
export type Translation<T extends Messages> = {
  [K in keyof T]: T[K] extends string ? string : T[K];
};

export interface Catalogue<T extends Messages> {
  readonly name: string;
  readonly languages: { readonly [L in Lang]: Translation<T> };
}

type ParamsOf<M> = M extends (params: infer P) => string ? [params: P] : [];

export type Translator<T extends Messages> = <K extends keyof T & string>(
  key: K,
  ...params: ParamsOf<T[K]>
) => string;

const [language, setLanguageSignal] = createSignal<Lang>('en');

export { language };

export function setLanguage(lang: Lang): void {
  setLanguageSignal(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const registry = new Map<string, Catalogue<Messages>>();

/** Every catalogue loaded so far (the completeness test loads them all). */
export function registeredCatalogues(): Catalogue<Messages>[] {
  return [...registry.values()];
}

export function defineMessages<const T extends Messages>(
  name: string,
  languages: { en: T; nl: Translation<T>; de: Translation<T>; pt: Translation<T> },
): Translator<T> {
  registry.set(name, { name, languages } as Catalogue<Messages>);
  return (key, ...params) => {
    const message = (languages[language()] as Messages)[key] ?? (languages.en as Messages)[key];
    if (typeof message === 'function') return message(params[0]);
    return message ?? key;
  };
}

/** One plain text of a catalogue in every language: for words read outside the running app (the manifest). */
export function inEveryLanguage(catalogue: string, key: string): Record<Lang, string> {
  const languages = registry.get(catalogue)?.languages;
  const texts = LANGUAGES.map((lang) => [lang, languages?.[lang][key]] as const);
  for (const [lang, text] of texts) {
    if (typeof text !== 'string') throw new Error(`${catalogue}/${lang}/${key} is no plain text`);
  }
  return Object.fromEntries(texts) as Record<Lang, string>;
}

/** The first of the browser's preferred languages that Dicetable speaks, else English. */
export function detectLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] as Lang;
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

export function isLang(value: unknown): value is Lang {
  return LANGUAGES.includes(value as Lang);
}
