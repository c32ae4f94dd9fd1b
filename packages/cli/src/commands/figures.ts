import { type FigureContext, figuresOf } from '@dicetable/rules/yam-master';
import { type CommandSpec, UsageError } from '../cli-io.ts';

const USAGE = `dicetable figures D1 D2 D3 D4 D5 [--first-roll] [--defi]
       dicetable figures < lines of "D1 D2 D3 D4 D5 [first-roll|defi]"

Prints the Yam Master square labels the five dice qualify for, space-separated, in this order:
brelans 1 2 3 4 5 6, then carre defi full le8 sec suite yam (alphabetical), e.g. "3 carre full yam".
--first-roll: the dice are the turn's first roll (sec when they make a figure other than a brelan).
--defi: a Défi was declared and the dice come after roll 2 or 3 (defi when they make a figure other
than a brelan; a failed Défi allows no square, so the line is empty).`;

function parseDice(words: readonly string[]): number[] {
  if (words.length !== 5) throw new UsageError(`give five dice, not ${words.length}`);
  return words.map((word) => {
    if (!/^[1-6]$/.test(word)) throw new UsageError(`'${word}' is not a die value from 1 to 6`);
    return Number(word);
  });
}

function contextOf(flags: readonly string[], spelling: (flag: string) => string): FigureContext {
  const context = { firstRoll: false, defi: false };
  for (const flag of flags) {
    if (flag === spelling('first-roll')) context.firstRoll = true;
    else if (flag === spelling('defi')) context.defi = true;
    else throw new UsageError(`unknown option '${flag}'`);
  }
  if (context.firstRoll && context.defi) {
    throw new UsageError('a Défi is judged after roll 2 or 3, so it cannot be the first roll');
  }
  return context;
}

const answer = (dice: number[], context: FigureContext) => figuresOf(dice, context).join(' ');

export const figuresCommand: CommandSpec = {
  summary: 'list the Yam Master squares five dice qualify for',
  usage: USAGE,
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
        if (error instanceof UsageError) throw new UsageError(`line ${lineNumber}: ${error.message}`);
        throw error;
      }
    }
    return 0;
  },
};
