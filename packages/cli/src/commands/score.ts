import { isFace } from '@dicetable/rules';
import {
  DEFAULT_JAMB_OPTIONS,
  isJambCategory,
  JAMB_CATEGORIES,
  type JambOptions,
  scoreCategory,
} from '@dicetable/rules/jamb';
import { type CommandSpec, UsageError } from '../cli-io.ts';

const USAGE = [
  'dicetable score jamb CATEGORY D1 D2 D3 D4 D5 [--roll N] [--straight-by-roll] [--trips-bonus-20]',
  '       dicetable score jamb [options] < lines of "CATEGORY D1 D2 D3 D4 D5"',
  `CATEGORY is one of ${JAMB_CATEGORIES.join(', ')}; each die is 1 to 6. Prints the score as a bare integer,`,
  'one per input line when reading standard input. --roll (1–3, default 3) matters only with --straight-by-roll.',
].join('\n');

/** Parses `CATEGORY D1 … D5` into a score, or throws a UsageError naming what is wrong. */
function scoreWords(words: readonly string[], options: JambOptions, roll: number, where = ''): number {
  const [category, ...dice] = words;
  if (!isJambCategory(category)) {
    throw new UsageError(
      `${where}unknown category '${category ?? ''}' (one of ${JAMB_CATEGORIES.join(', ')})`,
    );
  }
  const values = dice.map(Number);
  if (dice.length !== 5 || !values.every(isFace) || !dice.every((die) => /^[1-6]$/.test(die))) {
    throw new UsageError(`${where}give exactly five dice, each 1 to 6 (got '${dice.join(' ')}')`);
  }
  return scoreCategory(category, values, options, roll);
}

export const scoreCommand: CommandSpec = {
  summary: 'score five dice in a Jamb category (or a table of them from standard input)',
  usage: USAGE,
  async run(args, io) {
    const options: { -readonly [K in keyof JambOptions]: boolean } = { ...DEFAULT_JAMB_OPTIONS };
    let roll = 3;
    const words: string[] = [];
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]!;
      if (arg === '--straight-by-roll') options.straightByRoll = true;
      else if (arg === '--trips-bonus-20') options.tripsBonus20 = true;
      else if (arg === '--roll') {
        roll = Number(args[++i]);
        if (![1, 2, 3].includes(roll)) throw new UsageError('--roll takes 1, 2 or 3');
      } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
      else words.push(arg);
    }
    const [game, ...rest] = words;
    if (game !== 'jamb') throw new UsageError(`scoring is available for: jamb (got '${game ?? ''}')`);
    if (rest.length > 0) {
      io.stdout(String(scoreWords(rest, options, roll)));
      return 0;
    }
    let lineNumber = 0;
    for await (const line of io.readLines()) {
      lineNumber++;
      const lineWords = line.trim().split(/\s+/).filter(Boolean);
      if (lineWords.length === 0) continue;
      io.stdout(String(scoreWords(lineWords, options, roll, `line ${lineNumber}: `)));
    }
    return 0;
  },
};
