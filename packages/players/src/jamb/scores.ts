// Each category's score for each of the 252 outcomes, per house rules and roll number.
import { JAMB_CATEGORIES, type JambCategory, type JambOptions, scoreCategory } from '@dicetable/rules/jamb';
import { OUTCOMES } from '../dice/keeps.ts';

export type ScoreTable = Readonly<Record<JambCategory, Int32Array>>;

const cache = new Map<string, ScoreTable>();

/** Scores after roll `rollNumber` (only the straight-by-roll house rule makes it matter). */
export function scoreTable(options: JambOptions, rollNumber = 3): ScoreTable {
  const roll = options.straightByRoll ? rollNumber : 3;
  const key = `${options.tripsBonus20 ? 1 : 0}${options.straightByRoll ? 1 : 0}${roll}`;
  let table = cache.get(key);
  if (!table) {
    table = Object.fromEntries(
      JAMB_CATEGORIES.map((category) => [
        category,
        Int32Array.from(OUTCOMES.map((dice) => scoreCategory(category, dice, options, roll))),
      ]),
    ) as unknown as ScoreTable;
    cache.set(key, table);
  }
  return table;
}
