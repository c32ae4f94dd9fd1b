import { isFace } from '@dicetable/rules';
import {
  DEFAULT_JAMB_OPTIONS,
  isJambCategory,
  JAMB_CATEGORIES,
  type JambOptions,
  scoreCategory,
} from '@dicetable/rules/jamb';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { optionParts } from '../command-options.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';

const categories = JAMB_CATEGORIES.join(', ');

/** Parses `CATEGORY D1 … D5` into a score, or throws a UsageError naming what is wrong. */
function scoreWords(
  words: readonly string[],
  options: JambOptions,
  roll: number,
  where = (message: string) => message,
): number {
  const [category, ...dice] = words;
  if (!isJambCategory(category)) {
    throw new UsageError(where(t('scoreUnknownCategory', { category: category ?? '', categories })));
  }
  const values = dice.map(Number);
  if (dice.length !== 5 || !values.every(isFace) || !dice.every((die) => /^[1-6]$/.test(die))) {
    throw new UsageError(where(t('scoreFiveDice', { dice: dice.join(' ') })));
  }
  return scoreCategory(category, values, options, roll);
}

export const scoreCommand: CommandSpec = {
  summary: () => t('scoreSummary'),
  usage: () => t('scoreUsage', { categories }),
  async run(args, io) {
    const options: { -readonly [K in keyof JambOptions]: boolean } = { ...DEFAULT_JAMB_OPTIONS };
    let roll = 3;
    const words: string[] = [];
    // A die written `-6` is a word, refused with the dice.
    const parts = optionParts(args, {
      flags: ['straight-by-roll', 'trips-bonus-20'],
      values: ['roll'],
      dashWords: 'single-dash',
    });
    for (const part of parts) {
      if (part.kind === 'flag') {
        if (part.name === 'straight-by-roll') options.straightByRoll = true;
        else options.tripsBonus20 = true;
      } else if (part.kind === 'value') {
        roll = Number(part.value);
        if (![1, 2, 3].includes(roll)) throw new UsageError(t('scoreRollTakes'));
      } else if (part.kind === 'unknown') throw new UsageError(t('unknownOption', { option: part.arg }));
      else words.push(part.arg);
    }
    const [game, ...rest] = words;
    if (game !== 'jamb') throw new UsageError(t('scoreOnlyJamb', { game: game ?? '' }));
    if (rest.length > 0) {
      io.stdout(localNumber(scoreWords(rest, options, roll)));
      return 0;
    }
    let lineNumber = 0;
    for await (const line of io.readLines()) {
      lineNumber++;
      const lineWords = line.trim().split(/\s+/).filter(Boolean);
      if (lineWords.length === 0) continue;
      const where = (message: string) => t('atLine', { line: localNumber(lineNumber), message });
      io.stdout(localNumber(scoreWords(lineWords, options, roll, where)));
    }
    return 0;
  },
};
