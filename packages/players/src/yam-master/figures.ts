// The labels each of the 252 outcomes qualifies for in each moment of a turn, computed once.
import { figuresOf, type Label } from '@dicetable/rules/yam-master';
import { OUTCOMES } from '../dice/keeps.ts';

/** first: roll 1 without a Défi (Sec counts); later: roll 2 or 3; defi: roll 2 or 3 after a Défi. */
export type FigureMoment = 'first' | 'later' | 'defi';

export const OUTCOME_LABELS: Readonly<Record<FigureMoment, readonly (readonly Label[])[]>> = {
  first: OUTCOMES.map((dice) => figuresOf(dice, { firstRoll: true })),
  later: OUTCOMES.map((dice) => figuresOf(dice)),
  defi: OUTCOMES.map((dice) => figuresOf(dice, { defi: true })),
};

/** The moment of a stop after roll `rollNumber` (1…3). */
export const momentOf = (rollNumber: number, defi: boolean): FigureMoment =>
  defi ? 'defi' : rollNumber === 1 ? 'first' : 'later';
