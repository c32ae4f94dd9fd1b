// The command's words in every language Dicetable speaks, through the runtime the app shares
// (@dicetable/i18n). English is the contract: its catalogue's type forces every other language to have the
// same keys with the same parameters, and a unit test checks them at run time as well. Serbian Cyrillic is
// made from the Serbian Latin texts; those texts mark code (commands, options, ids, JSON fields) with
// backticks so that it stays Latin, and both print it without them.
import {
  addTranslation,
  createCatalogues,
  defineCatalogue,
  definedCatalogues,
  deriveSerbianCyrillic,
  type Lang,
  type Messages,
  type TranslatedLang,
  type Translation,
  type Translator,
} from '@dicetable/i18n';
import { currentLanguage } from './language.ts';

export type { Translator } from '@dicetable/i18n';

export interface Catalogue {
  readonly name: string;
  readonly languages: Readonly<Record<Lang, Messages>>;
}

const SERBIAN = new Set<Lang>(['sr-Latn', 'sr-Cyrl']);

const catalogues = createCatalogues({
  language: currentLanguage,
  finish: (text, lang) => (SERBIAN.has(lang) ? text.replaceAll('`', '') : text),
});

/** Every catalogue of the command (the completeness test reads them all). */
export function registeredCatalogues(): readonly Catalogue[] {
  return definedCatalogues(catalogues) as Catalogue[];
}

/**
 * A catalogue from its English texts. Its messages.ts imports every other language's file first (each
 * registers itself with `translate`), so the Serbian Cyrillic texts are made here from the Latin ones.
 */
export function defineMessages<const T extends Messages>(name: string, en: T): Translator<T> {
  const translator = defineCatalogue(catalogues, name, { en });
  deriveSerbianCyrillic(catalogues);
  return translator;
}

/**
 * One language's texts for a catalogue, in the file messages.<lang>.ts beside its messages.ts:
 * `translate<typeof en>('cli', 'nl', { … })` with `import type { en } from './messages.en.ts'`, so a
 * missing or extra key, or other parameters, is a type error.
 */
export function translate<T extends Messages>(
  name: string,
  lang: TranslatedLang,
  messages: Translation<T>,
): void {
  addTranslation<T>(catalogues, name, lang, messages);
}
