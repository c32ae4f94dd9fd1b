// The two reference players of the strength goal, exactly as defined: naive and greedy. Both write the
// open cell with the best value now, where value is the score except for Min (30 − score).
import { mostCommon, nextBelow, type RngState, seedRng } from '@dicetable/rules';
import type { JambCategory, JambState } from '@dicetable/rules/jamb';
import { bestKeep, outcomeIndex, solveTurn, type TurnTables } from '../dice/keeps.ts';
import { legalJamb } from './game.ts';
import type { JambComputerPlayer, JambDecision } from './player.ts';
import { scoreTable } from './scores.ts';

/** The baselines' value of a score: Min is better low. */
export const cellValue = (category: JambCategory, score: number): number =>
  category === 'min' ? 30 - score : score;

/** The legal write with the best value now (the first in sheet order on a tie). */
export function bestWriteNow(state: JambState): JambDecision {
  let best: JambDecision | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const option of legalJamb(state).write) {
    const value = cellValue(option.category, option.score);
    if (value > bestValue) {
      bestValue = value;
      best = { kind: 'write', column: option.column, category: option.category };
    }
  }
  if (!best) throw new Error('no cell can be written now');
  return best;
}

const rollsLeftOf = (state: JambState) => 3 - state.turn.rollsUsed;
const mayThrow = (state: JambState) => {
  const legal = legalJamb(state);
  return legal.roll || legal.enter.length > 0 || legal.release.length > 0;
};

/** Naive: keep the most common value (the higher on ties); write the best value now. */
export const naivePlayer: JambComputerPlayer = {
  id: 'naive',
  decide(state) {
    if (state.turn.dice === null) return { decision: { kind: 'keep', keep: [] } };
    const legal = legalJamb(state);
    if (legal.announceRequired) {
      const best = [...legal.announce].sort(
        (a, b) =>
          cellValue(b, scoreTable(state.setup.options)[b][outcomeIndex(state.turn.dice!)]!) -
          cellValue(a, scoreTable(state.setup.options)[a][outcomeIndex(state.turn.dice!)]!),
      )[0]!;
      return { decision: { kind: 'announce', category: best } };
    }
    const { face, count } = mostCommon(state.turn.dice);
    if (count < 5 && rollsLeftOf(state) > 0 && mayThrow(state)) {
      return { decision: { kind: 'keep', keep: Array<number>(count).fill(face) } };
    }
    return { decision: bestWriteNow(state) };
  },
};

const greedyTables = new Map<string, TurnTables>();

/** The exact expectation tables of one category's value, played for alone. */
function categoryTables(state: JambState, category: JambCategory, rollsLeft: number): TurnTables {
  const { options } = state.setup;
  const key = `${category}${rollsLeft}${options.straightByRoll ? 1 : 0}${options.tripsBonus20 ? 1 : 0}`;
  let tables = greedyTables.get(key);
  if (!tables) {
    tables = solveTurn((roll) => {
      const scores = scoreTable(options, roll)[category];
      return Float64Array.from(scores, (score) => cellValue(category, score));
    }, rollsLeft);
    greedyTables.set(key, tables);
  }
  return tables;
}

/** The category with the best exact expectation from these dice (the first in sheet order on a tie). */
function bestExpectation(state: JambState, categories: readonly JambCategory[], rollsLeft: number) {
  const outcome = outcomeIndex(state.turn.dice!);
  let best: { category: JambCategory; value: number; tables: TurnTables } | null = null;
  for (const category of categories) {
    const tables = categoryTables(state, category, rollsLeft);
    const value = tables.best[rollsLeft]![outcome]!;
    if (!best || value > best.value + 1e-9) best = { category, value, tables };
  }
  return best!;
}

/**
 * Greedy: after each roll keep the dice that maximise the best exact expectation among the open cells;
 * write the best value now; announce only when the rules force it, the category of best expectation.
 */
export const greedyPlayer: JambComputerPlayer = {
  id: 'greedy',
  decide(state) {
    const dice = state.turn.dice;
    if (dice === null) return { decision: { kind: 'keep', keep: [] } };
    const legal = legalJamb(state);
    if (legal.announceRequired) {
      const best = bestExpectation(state, legal.announce, rollsLeftOf(state));
      return { decision: { kind: 'announce', category: best.category } };
    }
    const rollsLeft = rollsLeftOf(state);
    if (rollsLeft > 0 && mayThrow(state)) {
      const open = [...new Set(legal.write.map((option) => option.category))];
      const best = bestExpectation(state, open, rollsLeft);
      const stop = best.tables.best[0]![outcomeIndex(dice)]!;
      const keep = bestKeep(best.tables, dice, rollsLeft, stop);
      if (keep.keep.length < 5) return { decision: { kind: 'keep', keep: keep.keep } };
    }
    return { decision: bestWriteNow(state) };
  },
};

/** Random legal play from its own seeded generator: holds, announcements and writes drawn uniformly. */
export function randomPlayer(seed: number): JambComputerPlayer {
  let rng: RngState = seedRng(seed);
  const below = (bound: number) => {
    const step = nextBelow(rng, bound);
    rng = step.state;
    return step.value;
  };
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  return {
    id: 'random',
    decide(state) {
      const dice = state.turn.dice;
      if (dice === null) return { decision: { kind: 'keep', keep: [] } };
      const legal = legalJamb(state);
      if (legal.announceRequired) return { decision: { kind: 'announce', category: pick(legal.announce) } };
      const kinds: JambDecision['kind'][] = ['write'];
      if (legal.announce.length > 0) kinds.push('announce');
      if (rollsLeftOf(state) > 0 && mayThrow(state)) kinds.push('keep');
      switch (pick(kinds)) {
        case 'announce':
          return { decision: { kind: 'announce', category: pick(legal.announce) } };
        case 'keep': {
          const keep = dice.filter(() => below(2) === 1);
          if (keep.length < 5) return { decision: { kind: 'keep', keep } };
          return { decision: { kind: 'keep', keep: keep.slice(1) } };
        }
        default: {
          const option = pick(legal.write);
          return { decision: { kind: 'write', column: option.column, category: option.category } };
        }
      }
    },
  };
}
