import { type FigureContext, figuresOf } from '@dicetable/rules/yam-master';
import { type CommandSpec, UsageError } from '../cli-io.ts';
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

function contextOf(flags: readonly string[], spelling: (flag: string) => string): FigureContext {
  const context = { firstRoll: false, defi: false };
  for (const flag of flags) {
    if (flag === spelling('first-roll')) context.firstRoll = true;
    else if (flag === spelling('defi')) context.defi = true;
    else throw new UsageError(t('unknownOptionQuoted', { option: flag }));
  }
  if (context.firstRoll && context.defi) throw new UsageError(t('defiNotFirstRoll'));
  return context;
}

const answer = (dice: number[], context: FigureContext) =>
  figuresOf(dice, context).map(yamLabelName).join(t('figureSeparator'));

export const figuresCommand: CommandSpec = {
  summary: () => t('figuresSummary'),
  usage: () => t('figuresUsage'),
  async run(args, io) {
    if (args.length > 0) {
      const dice = parseDice(args.filter((arg) => !arg.startsWith('-')));
      io.stdout(
        answer(
          dice,
          contextOf(
            args.filter((arg) => arg.startsWith('-')),
            (flag) => `--${flag}`,
          ),
        ),
      );
      return 0;
    }
    let lineNumber = 0;
    for await (const line of io.readLines()) {
      lineNumber += 1;
      const words = line.trim().split(/\s+/).filter(Boolean);
      if (words.length === 0) continue;
      try {
        const dice = parseDice(words.slice(0, 5));
        io.stdout(
          answer(
            dice,
            contextOf(words.slice(5), (flag) => flag),
          ),
        );
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
