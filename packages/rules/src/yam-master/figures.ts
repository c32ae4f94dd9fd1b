// Which labels five dice qualify for (docs/rules/yam-master.md#figures).
import { faceCounts, sum } from '../dice/multiset.ts';
import { BRELAN_LABELS, type Label, sortLabels } from './labels.ts';

export interface FigureContext {
  /** The dice are the first roll of the turn: `sec` applies when they make a non-brelan figure. */
  readonly firstRoll?: boolean;
  /**
   * A Défi was declared and these dice come after roll 2 or 3: `defi` applies when they make a
   * non-brelan figure. A failed Défi allows no placement at all, so then no label qualifies.
   */
  readonly defi?: boolean;
}

/** The figures other than brelans that the dice make: full, carre, yam, suite, le8. */
export function nonBrelanFigures(dice: readonly number[]): Label[] {
  const counts = faceCounts(dice).slice(1);
  const most = Math.max(...counts);
  const labels: Label[] = [];
  // A Yam is also a Full: "three of one value and two of one value, not necessarily different".
  if (most === 5 || (counts.includes(3) && counts.includes(2))) labels.push('full');
  if (most >= 4) labels.push('carre');
  if (most === 5) labels.push('yam');
  const distinct = counts.filter((count) => count > 0).length === 5;
  if (distinct && (counts[0] === 0 || counts[5] === 0)) labels.push('suite');
  if (sum(dice) <= 8) labels.push('le8');
  return labels;
}

export function isYam(dice: readonly number[]): boolean {
  return dice.length === 5 && dice.every((die) => die === dice[0]);
}

/** The sorted labels these dice qualify for, e.g. `['3', 'carre', 'full', 'yam']` for five threes. */
export function figuresOf(dice: readonly number[], context: FigureContext = {}): Label[] {
  const counts = faceCounts(dice);
  const brelans = BRELAN_LABELS.filter((label) => (counts[Number(label)] ?? 0) >= 3);
  const figures = nonBrelanFigures(dice);
  const made = figures.length > 0;
  if (context.defi && !made) return [];
  const labels: Label[] = [...brelans, ...figures];
  if (context.firstRoll && !context.defi && made) labels.push('sec');
  if (context.defi && made) labels.push('defi');
  return sortLabels(labels);
}
