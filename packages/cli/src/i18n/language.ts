// The language the command speaks for one run: English unless `--lang` names another. The machine's locale
// (LANG, LC_*) is never read, so a run without `--lang` prints what it always printed.
import { LANGUAGES, type Lang, languageForTag } from '@dicetable/i18n';
import { UsageError } from '../cli-io.ts';
import { optionParts } from '../command-options.ts';

let current: Lang = 'en';

export function currentLanguage(): Lang {
  return current;
}

export function setLanguage(lang: Lang): void {
  current = lang;
}

export interface LanguageChoice {
  /** The language `--lang` named, or undefined without the option. */
  readonly lang: Lang | undefined;
  /** The arguments without `--lang` and its tag. */
  readonly args: string[];
}

/** Takes `--lang TAG` or `--lang=TAG` from anywhere in the arguments; an unknown tag is a usage error. */
export function takeLanguageOption(argv: readonly string[]): LanguageChoice {
  const args: string[] = [];
  let lang: Lang | undefined;
  // Every other argument is kept as written, in its place, for the command to read.
  for (const part of optionParts(argv, { values: ['lang'], inline: true })) {
    if (part.kind !== 'value') {
      args.push(part.kind === 'flag' ? `--${part.name}` : part.arg);
      continue;
    }
    const tag = part.value;
    const supported = LANGUAGES.join(', ');
    if (tag === undefined || tag === '') throw new UsageError(`--lang needs a language: ${supported}`);
    lang = languageForTag(tag);
    if (!lang) throw new UsageError(`unknown language '${tag}'; --lang takes one of ${supported}`);
  }
  return { lang, args };
}
