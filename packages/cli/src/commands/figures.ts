import { type FigureContext, figuresOf } from '@dicetable/rules/yam-master';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { readOptions } from '../command-options.ts';
import { localNumber } from '../i18n/format.ts';
import { yamLabelName } from '../i18n/game-words.ts';
import { t } from '../messages.ts';

function parseDice(words: readonly string[]): number[] {
  if (words.length !== 5) throw new UsageError(t('fiveDiceNot', { count: localNumber(words.length) }));
  return words.map((word) => {
    if (!/^[1-6]$/.test(word)) throw new UsageError(t('notADie', { word }));
    return Number(word);
  });
}

/** The figures' situation from its words (`first-roll`, `defi`), as options or after a line's dice. */
function contextOf(words: ReadonlySet<string>, unknown: readonly string[]): FigureContext {
  if (unknown[0] !== undefined) throw new UsageError(t('unknownOptionQuoted', { option: unknown[0] }));
  const context = { firstRoll: words.has('first-roll'), defi: words.has('defi') };
  if (context.firstRoll && context.defi) throw new UsageError(t('defiNotFirstRoll'));
  return context;
}

const CONTEXT_WORDS = ['first-roll', 'defi'];

const answer = (dice: number[], context: FigureContext) =>
  figuresOf(dice, context).map(yamLabelName).join(t('figureSeparator'));

export const figuresCommand: CommandSpec = {
  summary: () => t('figuresSummary'),
  usage: () => t('figuresUsage'),
  async run(args, io) {
    if (args.length > 0) {
      const { words, flags, unknown } = readOptions(args, { flags: CONTEXT_WORDS });
      const dice = parseDice(words);
      io.stdout(answer(dice, contextOf(flags, unknown)));
      return 0;
    }
    let lineNumber = 0;
    for await (const line of io.readLines()) {
      lineNumber += 1;
      const words = line.trim().split(/\s+/).filter(Boolean);
      if (words.length === 0) continue;
      try {
        const dice = parseDice(words.slice(0, 5));
        const after = words.slice(5);
        const unknown = after.filter((word) => !CONTEXT_WORDS.includes(word));
        io.stdout(answer(dice, contextOf(new Set(after), unknown)));
      } catch (error) {
        if (error instanceof UsageError) {
          throw new UsageError(t('atLine', { line: localNumber(lineNumber), message: error.message }));
        }
        throw error;
      }
    }
    return 0;
  },
};
