import { JAMB_TARGETS, type OddsAnswer, type OddsQuery, toSituation, YAM_TARGETS } from '@dicetable/engine';
import { loadOddsEngine } from '@dicetable/engine/node';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { optionParts } from '../command-options.ts';
import { localNumber, localPercent } from '../i18n/format.ts';
import { jambCategoryName, yamLabelName } from '../i18n/game-words.ts';
import { t } from '../messages.ts';

const usage = () => t('oddsUsage');

/** The engine's refusals of a situation, by their words, in the language of the run. */
const SITUATION_PROBLEMS = {
  'a Défi exists only in Yam Master': 'oddsDefiOnlyYam',
  'Jamb house rules apply only to Jamb': 'oddsHouseRulesOnlyJamb',
  'before the first roll (no dice) there are 3 rolls left': 'oddsThreeRollsBefore',
  'a Défi is declared after the first roll, so it needs dice': 'oddsDefiNeedsDice',
  'a hold needs dice': 'oddsHoldNeedsDice',
  'after a roll, rolls left must be 0, 1 or 2': 'oddsRollsLeftAfterRoll',
  'no rolls left: the dice cannot be rerolled': 'oddsNoRollsLeft',
} as const;

function situationProblem(problem: string): string {
  const key = SITUATION_PROBLEMS[problem as keyof typeof SITUATION_PROBLEMS];
  return key ? t(key) : problem;
}

interface OddsOptions {
  query: OddsQuery;
  json: boolean;
}

function diceArgument(text: string | undefined, option: string): number[] {
  if (text === undefined) throw new UsageError(t('oddsDiceNeedsValue', { option }));
  if (text.trim() === '') return [];
  return text.split(',').map((part) => {
    const value = Number(part.trim());
    if (!Number.isInteger(value) || value < 1 || value > 6) {
      throw new UsageError(t('oddsNotADie', { option, part }));
    }
    return value;
  });
}

const ODDS_OPTIONS = {
  flags: ['json', 'defi', 'straight-by-roll', 'trips-bonus-20'],
  values: ['dice', 'hold', 'rolls-left'],
  inline: true,
};

export function parseOddsArgs(args: string[]): OddsOptions {
  let game: 'jamb' | 'yam' | undefined;
  let dice: number[] | undefined;
  let hold: number[] | undefined;
  let rollsLeft: number | undefined;
  let defi = false;
  let json = false;
  const house: { straightByRoll?: boolean; tripsBonus20?: boolean } = {};
  for (const part of optionParts(args, ODDS_OPTIONS)) {
    if (part.kind === 'unknown') {
      // `--name=value` is refused by its name.
      const equals = part.arg.startsWith('--') ? part.arg.indexOf('=') : -1;
      const option = equals > 0 ? part.arg.slice(0, equals) : part.arg;
      const message = t('unknownOptionQuoted', { option });
      throw new UsageError(t('withUsage', { message, usage: usage() }));
    }
    if (part.kind === 'word') {
      const name = part.arg;
      if (game !== undefined) throw new UsageError(t('oddsOneGame', { first: game, second: name }));
      if (name !== 'jamb' && name !== 'yam') throw new UsageError(t('oddsUnknownGame', { name }));
      game = name;
      continue;
    }
    if (part.kind === 'flag') {
      if (part.name === 'json') json = true;
      else if (part.name === 'defi') defi = true;
      else if (part.name === 'straight-by-roll') house.straightByRoll = true;
      else house.tripsBonus20 = true;
      continue;
    }
    if (part.name === 'dice') dice = diceArgument(part.value, '--dice');
    else if (part.name === 'hold') hold = diceArgument(part.value, '--hold');
    else {
      rollsLeft = Number(part.value);
      if (part.value === undefined || part.value.trim() === '' || !Number.isInteger(rollsLeft)) {
        throw new UsageError(t('oddsRollsLeftWhole'));
      }
    }
  }
  if (game === undefined) throw new UsageError(t('oddsWhichGame', { usage: usage() }));
  const query: OddsQuery = {
    game,
    ...(dice === undefined ? {} : { dice }),
    rollsLeft: rollsLeft ?? (dice === undefined ? 3 : 2),
    ...(defi ? { defi } : {}),
    ...(hold === undefined ? {} : { hold }),
    ...(Object.keys(house).length > 0 ? { jambHouseRules: house } : {}),
  };
  const problem = toSituation(query);
  if (typeof problem === 'string') throw new UsageError(situationProblem(problem));
  return { query, json };
}

function percent(probability: number): string {
  return localPercent((probability * 100).toFixed(2));
}

function holdText(hold: readonly number[], query: OddsQuery): string {
  if (query.dice === undefined) return '-';
  if (hold.length === 5) return t('holdStop');
  if (hold.length === 0) return t('holdRerollAll');
  return t('holdKeep', { dice: hold.join(' ') });
}

/** The answer as a plain-text table. */
export function oddsTable(query: OddsQuery, answer: OddsAnswer): string {
  const jamb = query.game === 'jamb';
  const situation =
    query.dice === undefined
      ? t('oddsBeforeFirstRoll')
      : t('oddsDiceRollsLeft', {
          dice: query.dice.join(' '),
          count: query.rollsLeft,
          rolls: localNumber(query.rollsLeft),
        });
  const heading = t('oddsHeading', { game: jamb ? 'Jamb' : 'Yam Master', situation });
  const lines = [`${heading}${query.defi ? t('oddsDefiDeclared') : ''}`, ''];
  const header = [t('oddsTarget'), t('oddsChance'), t('oddsForChance')];
  if (jamb) header.push(t('oddsExpected'), t('oddsForPoints'));
  if (answer.given) header.push(t('oddsWith', { hold: holdText(answer.given.hold, query) }));
  const rows = [header];
  for (const id of jamb ? JAMB_TARGETS : YAM_TARGETS) {
    const odds = answer.targets[id]!;
    const name = jamb ? jambCategoryName(id) : yamLabelName(id);
    const row = [name, percent(odds.probability), holdText(odds.hold, query)];
    if (jamb) row.push(localNumber(odds.expected!.toFixed(2)), holdText(odds.expectedHold!, query));
    const given = answer.given?.targets[id];
    if (given) {
      row.push(
        jamb
          ? t('oddsGivenJamb', {
              chance: percent(given.probability),
              points: localNumber(given.expected!.toFixed(2)),
            })
          : percent(given.probability),
      );
    }
    rows.push(row);
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const numeric = new Set([1, 3]);
  for (const row of rows) {
    lines.push(
      row
        .map((cell, column) =>
          numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    );
  }
  return lines.join('\n');
}

export const oddsCommand: CommandSpec = {
  summary: () => t('oddsSummary'),
  usage,
  async run(args, io) {
    const { query, json } = parseOddsArgs(args);
    const answer = (await loadOddsEngine()).query(query);
    io.stdout(json ? JSON.stringify(answer) : oddsTable(query, answer));
    return 0;
  },
};
