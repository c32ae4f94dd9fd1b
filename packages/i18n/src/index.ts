export { type JambCategoryWords, jambCategoryWords } from './jamb-words.ts';
export { LANGUAGES, type Lang, languageForTag } from './languages.ts';
export type { Message, Messages, Translation } from './messages.ts';
export { serbianCyrillicMessage, serbianCyrillicMessages, toSerbianCyrillic } from './serbian-cyrillic.ts';
