// The catalogues of one program (the app, the command line) and the lookup every text goes through: a key
// in the current language, else in English, built from its parameters. Each program says where its current
// language comes from (the app: a reactive signal, read on every lookup so a text follows a switch; the
// command line: the `--lang` of the run) and may finish every text (the command line drops code marks).
import { LANGUAGES, type Lang } from './languages.ts';
import type { Messages, Translation } from './messages.ts';

export type ParamsOf<M> = M extends (params: infer P) => string ? [params: P] : [];

/** Looks a key up in the current language, with the parameters its English message takes. */
export type Translator<T extends Messages> = <K extends keyof T & string>(
  key: K,
  ...params: ParamsOf<T[K]>
) => string;

/** English is the contract; every other language has the same keys with the same parameters. */
export type CatalogueLanguages<T extends Messages> = { readonly en: T } & {
  readonly [L in Exclude<Lang, 'en'>]?: Translation<T>;
};

export interface Catalogue {
  readonly name: string;
  readonly languages: { readonly en: Messages } & { readonly [L in Lang]?: Messages };
}

/** One key's text in one language: that language's message, else English's, else the key itself. */
export function lookUp(
  languages: Partial<Record<Lang, Messages>>,
  lang: Lang,
  key: string,
  params?: unknown,
): string {
  const message = languages[lang]?.[key] ?? languages.en?.[key];
  if (typeof message === 'function') return message(params);
  return message ?? key;
}

export interface CatalogueOptions {
  /** The language a lookup speaks, asked at every lookup. */
  readonly language: () => Lang;
  /** A last touch to every text of a language (the command line prints Serbian code without its marks). */
  readonly finish?: (text: string, lang: Lang) => string;
}

/** The catalogues of one program. Each use is a function of its own, so a bundle keeps only those it calls. */
export interface Catalogues extends CatalogueOptions {
  readonly registry: Map<string, Partial<Record<Lang, Messages>>>;
}

export function createCatalogues(options: CatalogueOptions): Catalogues {
  return { ...options, registry: new Map() };
}

function languagesOf({ registry }: Catalogues, name: string): Partial<Record<Lang, Messages>> {
  let found = registry.get(name);
  if (!found) {
    found = {};
    registry.set(name, found);
  }
  return found;
}

/** A catalogue with the languages at hand; further languages may be added under its name later. */
export function defineCatalogue<const T extends Messages>(
  catalogues: Catalogues,
  name: string,
  given: CatalogueLanguages<T>,
): Translator<T> {
  const languages = languagesOf(catalogues, name);
  Object.assign(languages, given);
  const { language, finish } = catalogues;
  return ((key: string, params?: unknown) => {
    const lang = language();
    const text = lookUp(languages, lang, key, params);
    return finish ? finish(text, lang) : text;
  }) as Translator<T>;
}

/** The languages whose texts are written: English is the contract, Serbian Cyrillic is made from Latin. */
export type TranslatedLang = Exclude<Lang, 'en' | 'sr-Cyrl'>;

/**
 * A written language's texts for a catalogue, before or after the catalogue itself is defined. Each
 * language sits in a file of its own beside the catalogue's messages.en.ts and names `T = typeof en`, so
 * a missing or extra key, or other parameters than English's, is a type error.
 */
export function addTranslation<T extends Messages>(
  catalogues: Catalogues,
  name: string,
  lang: TranslatedLang,
  messages: Translation<T>,
): void {
  languagesOf(catalogues, name)[lang] = messages as Messages;
}

/** Every catalogue defined so far (the completeness tests read them all). */
export function definedCatalogues({ registry }: Catalogues): Catalogue[] {
  return [...registry]
    .filter(([, languages]) => languages.en)
    .map(([name, languages]) => ({ name, languages }) as Catalogue);
}

/** Every text added for one language, by catalogue name. */
export function translationsIn({ registry }: Catalogues, lang: Lang): [name: string, messages: Messages][] {
  return [...registry].flatMap(([name, languages]) => {
    const messages = languages[lang];
    return messages ? [[name, messages] as [string, Messages]] : [];
  });
}

/** One plain text of a catalogue in every language it has: for words read outside the running program. */
export function inEveryLanguage(
  { registry }: Catalogues,
  name: string,
  key: string,
): Partial<Record<Lang, string>> & { en: string } {
  const languages = registry.get(name) ?? {};
  const texts = LANGUAGES.filter((lang) => languages[lang]).map(
    (lang) => [lang, languages[lang]?.[key]] as const,
  );
  for (const [lang, text] of texts) {
    if (typeof text !== 'string') throw new Error(`${name}/${lang}/${key} is no plain text`);
  }
  return Object.fromEntries(texts) as Partial<Record<Lang, string>> & { en: string };
}
