export {
  addTranslation,
  type Catalogue,
  type CatalogueLanguages,
  type CatalogueOptions,
  type Catalogues,
  createCatalogues,
  defineCatalogue,
  definedCatalogues,
  inEveryLanguage,
  lookUp,
  type ParamsOf,
  type TranslatedLang,
  type Translator,
  translationsIn,
} from './catalogue.ts';
export {
  formatBytes,
  formatCentimetres,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatSignificant,
  formatWrittenNumber,
  numberFormat,
  plural,
} from './format.ts';
export { ofName } from './french.ts';
export { type JambCategoryWords, jambCategoryWords } from './jamb-words.ts';
export {
  isLang,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Lang,
  languageForTag,
  negotiateLanguage,
} from './languages.ts';
export type { Message, Messages, Translation } from './messages.ts';
export {
  deriveSerbianCyrillic,
  serbianCyrillicMessage,
  serbianCyrillicMessages,
  toSerbianCyrillic,
} from './serbian-cyrillic.ts';
