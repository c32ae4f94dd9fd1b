// Jamb statistics of one player over finished games.
import {
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambCategory,
  type JambColumn,
  type JambState,
  jambSheetTotals,
  UPPER_CATEGORIES,
} from '@dicetable/rules/jamb';

export interface JambPlayerStats {
  readonly games: number;
  readonly mean: number;
  readonly best: number;
  readonly worst: number;
  /** Oldest first: the date each game was started and the player's grand total. */
  readonly totals: readonly { readonly date: string; readonly total: number }[];
  /** The mean total of each column (upper with bonus + middle + lower). */
  readonly columnMeans: Readonly<Record<JambColumn, number>>;
  /** Of all the player's columns, the share that earned an upper bonus (0…1). */
  readonly upperBonusShare: number;
  /** Per category, the share of its written cells that were a hit (0…1); see `isHit`. */
  readonly hitRates: Readonly<Record<JambCategory, number>>;
}

/** A good Max and a good Min: the middle section pays Ones × (Max − Min). */
export const GOOD_MAX = 25;
export const GOOD_MIN = 10;

/**
 * Whether a written score is a hit: Ones…Sixes with at least three dice of the number (the pace of the
 * upper bonus: three of each make 63), Max 25 or more, Min 10 or less, and a figure (Trips, Straight,
 * Full, Carré, Jamb) made at all, that is, scored above 0.
 */
export function isHit(category: JambCategory, score: number): boolean {
  const face = (UPPER_CATEGORIES as readonly string[]).indexOf(category) + 1;
  if (face > 0) return score >= 3 * face;
  if (category === 'max') return score >= GOOD_MAX;
  if (category === 'min') return score <= GOOD_MIN;
  return score > 0;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export interface JambGameOfPlayer {
  readonly date: string;
  readonly state: JambState;
  readonly seat: number;
}

export function jambPlayerStats(games: readonly JambGameOfPlayer[]): JambPlayerStats | null {
  if (games.length === 0) return null;
  const ordered = [...games].sort((a, b) => a.date.localeCompare(b.date));
  const sheets = ordered.map(({ state, seat }) => ({
    sheet: state.sheets[seat]!,
    totals: jambSheetTotals(state.sheets[seat]!, state.setup.options),
  }));
  const totals = ordered.map((game, i) => ({ date: game.date, total: sheets[i]!.totals.total }));
  const grand = totals.map((entry) => entry.total);
  const columnMeans = Object.fromEntries(
    JAMB_COLUMNS.map((column) => [column, mean(sheets.map((s) => s.totals.columns[column].total))]),
  ) as Record<JambColumn, number>;
  const bonuses = sheets.flatMap((s) => JAMB_COLUMNS.map((column) => s.totals.columns[column].bonus > 0));
  const hitRates = Object.fromEntries(
    JAMB_CATEGORIES.map((category) => {
      const scores = sheets.flatMap((s) => JAMB_COLUMNS.map((column) => s.sheet[column][category] ?? null));
      const written = scores.filter((score): score is number => score !== null);
      return [category, written.filter((score) => isHit(category, score)).length / written.length];
    }),
  ) as Record<JambCategory, number>;
  return {
    games: games.length,
    mean: mean(grand),
    best: Math.max(...grand),
    worst: Math.min(...grand),
    totals,
    columnMeans,
    upperBonusShare: bonuses.filter(Boolean).length / bonuses.length,
    hitRates,
  };
}
