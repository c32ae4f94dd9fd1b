import { JAMB_TARGETS, type OddsAnswer, type OddsQuery, toSituation, YAM_TARGETS } from '@dicetable/engine';
import { loadOddsEngine } from '@dicetable/engine/node';
import { type CommandSpec, UsageError } from '../cli-io.ts';

const USAGE = [
  'dicetable odds jamb|yam [--dice 2,2,2,4,6 --rolls-left N] [--defi] [--hold 2,2,2] [--json]',
  '',
  '  jamb|yam        the game (Yam Master is yam)',
  '  --dice D,D,D,D,D  the five dice now; without it: before the first roll of a turn (3 rolls left)',
  '  --rolls-left N  rolls left after this roll: 0, 1 or 2 (default 2, just after the first roll)',
  '  --defi          Yam Master: a Défi has been declared this turn',
  '  --hold D,D,...  also show the figures when exactly these dice are kept and the rest rerolled now',
  '                  ("" keeps none)',
  '  --straight-by-roll, --trips-bonus-20',
  '                  Jamb house rules: a straight scores 66/56/46 by roll; trips score 3 × value + 20',
  '  --json          print {"targets": {ID: {...}}, "given": {...}} as JSON',
  '',
  'For each target: the best chance over every way of holding and stopping, the dice to keep now for',
  'it, and for Jamb the best expected score of the category and the dice to keep for that.',
].join('\n');

interface OddsOptions {
  query: OddsQuery;
  json: boolean;
}

function diceArgument(text: string | undefined, option: string): number[] {
  if (text === undefined) throw new UsageError(`${option} needs a value, e.g. ${option} 2,2,2,4,6`);
  if (text.trim() === '') return [];
  return text.split(',').map((part) => {
    const value = Number(part.trim());
    if (!Number.isInteger(value) || value < 1 || value > 6) {
      throw new UsageError(`${option}: '${part}' is not a die value 1-6`);
    }
    return value;
  });
}

export function parseOddsArgs(args: string[]): OddsOptions {
  let game: 'jamb' | 'yam' | undefined;
  let dice: number[] | undefined;
  let hold: number[] | undefined;
  let rollsLeft: number | undefined;
  let defi = false;
  let json = false;
  const house: { straightByRoll?: boolean; tripsBonus20?: boolean } = {};
  for (let i = 0; i < args.length; i++) {
    const raw = args[i]!;
    const equals = raw.startsWith('--') ? raw.indexOf('=') : -1;
    const name = equals > 0 ? raw.slice(0, equals) : raw;
    const value = (): string | undefined => (equals > 0 ? raw.slice(equals + 1) : args[++i]);
    switch (name) {
      case '--json':
        json = true;
        break;
      case '--defi':
        defi = true;
        break;
      case '--straight-by-roll':
        house.straightByRoll = true;
        break;
      case '--trips-bonus-20':
        house.tripsBonus20 = true;
        break;
      case '--dice':
        dice = diceArgument(value(), '--dice');
        break;
      case '--hold':
        hold = diceArgument(value(), '--hold');
        break;
      case '--rolls-left': {
        const text = value();
        rollsLeft = Number(text);
        if (text === undefined || text.trim() === '' || !Number.isInteger(rollsLeft)) {
          throw new UsageError(`--rolls-left needs a whole number: 0, 1 or 2 (3 without --dice)`);
        }
        break;
      }
      default:
        if (name.startsWith('-')) throw new UsageError(`unknown option '${name}'\n\nUsage: ${USAGE}`);
        if (game !== undefined) throw new UsageError(`one game only; got '${game}' and '${name}'`);
        if (name !== 'jamb' && name !== 'yam')
          throw new UsageError(`unknown game '${name}'; use jamb or yam`);
        game = name;
    }
  }
  if (game === undefined) throw new UsageError(`which game? Usage: ${USAGE}`);
  const query: OddsQuery = {
    game,
    ...(dice === undefined ? {} : { dice }),
    rollsLeft: rollsLeft ?? (dice === undefined ? 3 : 2),
    ...(defi ? { defi } : {}),
    ...(hold === undefined ? {} : { hold }),
    ...(Object.keys(house).length > 0 ? { jambHouseRules: house } : {}),
  };
  const problem = toSituation(query);
  if (typeof problem === 'string') throw new UsageError(problem);
  return { query, json };
}

function percent(probability: number): string {
  return `${(probability * 100).toFixed(2)}%`;
}

function holdText(hold: readonly number[], query: OddsQuery): string {
  if (query.dice === undefined) return '-';
  if (hold.length === 5) return 'stop';
  if (hold.length === 0) return 'reroll all';
  return `keep ${hold.join(' ')}`;
}

/** The answer as a plain-text table. */
export function oddsTable(query: OddsQuery, answer: OddsAnswer): string {
  const jamb = query.game === 'jamb';
  const situation =
    query.dice === undefined
      ? 'before the first roll, 3 rolls left'
      : `dice ${query.dice.join(' ')}, ${query.rollsLeft} roll${query.rollsLeft === 1 ? '' : 's'} left`;
  const lines = [
    `${jamb ? 'Jamb' : 'Yam Master'} odds: ${situation}${query.defi ? ', Défi declared' : ''}`,
    '',
  ];
  const header = ['target', 'chance', 'for the chance'];
  if (jamb) header.push('expected', 'for the points');
  if (answer.given) header.push(`with ${holdText(answer.given.hold, query)}`);
  const rows = [header];
  for (const id of jamb ? JAMB_TARGETS : YAM_TARGETS) {
    const odds = answer.targets[id]!;
    const row = [id, percent(odds.probability), holdText(odds.hold, query)];
    if (jamb) row.push(odds.expected!.toFixed(2), holdText(odds.expectedHold!, query));
    const given = answer.given?.targets[id];
    if (given) {
      row.push(
        jamb
          ? `${percent(given.probability)}, ${given.expected!.toFixed(2)} pts`
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
  summary: 'exact odds of every Jamb category or Yam Master figure, and which dice to keep',
  usage: USAGE,
  async run(args, io) {
    const { query, json } = parseOddsArgs(args);
    const answer = (await loadOddsEngine()).query(query);
    io.stdout(json ? JSON.stringify(answer) : oddsTable(query, answer));
    return 0;
  },
};
