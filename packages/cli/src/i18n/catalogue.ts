// The command's words in every language Dicetable speaks, through the runtime the app shares
// (@dicetable/i18n). English is the contract: its catalogue's type forces every other language to have the
// same keys with the same parameters, and a unit test checks them at run time as well. Serbian Cyrillic is
// made from the Serbian Latin texts; those texts mark code (commands, options, ids, JSON fields) with
// backticks so that it stays Latin, and both print it without them.
import {
  type CatalogueLanguages,
  createCatalogues,
  defineCatalogue,
  definedCatalogues,
  type Lang,
  type Messages,
  serbianCyrillicMessages,
  type Translation,
  type Translator,
} from '@dicetable/i18n';
import { currentLanguage } from './language.ts';

export type { Translator } from '@dicetable/i18n';

type WrittenLanguages<T extends Messages> = { readonly en: T } & {
  readonly [L in Exclude<Lang, 'en' | 'sr-Cyrl'>]: Translation<T>;
};

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

export function defineMessages<const T extends Messages>(
  name: string,
  written: WrittenLanguages<T>,
): Translator<T> {
  const serbianCyrillic = serbianCyrillicMessages(written['sr-Latn'] as Messages);
  return defineCatalogue(catalogues, name, {
    ...written,
    'sr-Cyrl': serbianCyrillic,
  } as CatalogueLanguages<T>);
}
