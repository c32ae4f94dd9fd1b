// The command's words in every language Dicetable speaks. English is the contract: its catalogue's type
// forces every other language to have the same keys with the same parameters, and a unit test checks
// them at run time as well. Serbian Cyrillic is made from the Serbian Latin texts by the app's own
// transliteration; those texts mark code (commands, options, ids, JSON fields) with backticks so that it
// stays Latin, and both print it without them.
import { type Lang, type Messages, serbianCyrillicMessages, type Translation } from '@dicetable/i18n';
import { currentLanguage } from './language.ts';

type WrittenLanguages<T extends Messages> = { readonly en: T } & {
  readonly [L in Exclude<Lang, 'en' | 'sr-Cyrl'>]: Translation<T>;
};

type ParamsOf<M> = M extends (params: infer P) => string ? [params: P] : [];

export type Translator<T extends Messages> = <K extends keyof T & string>(
  key: K,
  ...params: ParamsOf<T[K]>
) => string;

export interface Catalogue {
  readonly name: string;
  readonly languages: Readonly<Record<Lang, Messages>>;
}

const catalogues: Catalogue[] = [];

/** Every catalogue of the command (the completeness test reads them all). */
export function registeredCatalogues(): readonly Catalogue[] {
  return catalogues;
}

const SERBIAN = new Set<Lang>(['sr-Latn', 'sr-Cyrl']);

export function defineMessages<const T extends Messages>(
  name: string,
  written: WrittenLanguages<T>,
): Translator<T> {
  const languages: Record<Lang, Messages> = {
    ...written,
    'sr-Cyrl': serbianCyrillicMessages(written['sr-Latn'] as Messages),
  };
  catalogues.push({ name, languages });
  return ((key: string, params?: unknown) => {
    const lang = currentLanguage();
    const message = languages[lang][key] ?? (written.en as Messages)[key];
    const text = typeof message === 'function' ? message(params) : (message ?? key);
    return SERBIAN.has(lang) ? text.replaceAll('`', '') : text;
  }) as Translator<T>;
}
