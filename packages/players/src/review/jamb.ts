// The review of a Jamb game: at every moment a person decided (what to hold before a throw, whether to
// throw again or write, whether to announce and what, which cell to write) every option is valued as
// the advisor values it, the sheet's expected final total (see jamb/advisor.ts), and the choice made is
// set against the best. Real dice are judged on the dice entered.
import type { JambCategory, JambColumn, JambState } from '@dicetable/rules/jamb';
import { KEEPS, keepIndex, outcomeIndex, REROLL_KEEPS, type TurnTables } from '../dice/keeps.ts';
import { type Cell, SheetOutlook } from '../jamb/advisor.ts';
import { legalJamb } from '../jamb/game.ts';
import { JAMB_MODEL } from '../jamb/model-params.ts';
import type { JambDecision } from '../jamb/player.ts';
import { judge, type ReviewedDecision, type ReviewOption } from './types.ts';

type JambLogAction =
  | { readonly type: 'roll' | 'enter' | 'hold' | 'release' | 'burn' }
  | { readonly type: 'announce'; readonly category: JambCategory }
  | { readonly type: 'write'; readonly column: JambColumn; readonly category: JambCategory };

const sameJamb = (a: JambDecision, b: JambDecision): boolean => {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'keep') return b.kind === 'keep' && a.keep.join() === b.keep.join();
  if (a.kind === 'announce') return b.kind === 'announce' && a.category === b.category;
  return b.kind === 'write' && a.column === b.column && a.category === b.category;
};

/**
 * The turn tables a review solves again and again, kept for the whole game: an announced cell's tables
 * depend on that player's announced column (unchanged for most of a game where nobody announces) but for
 * one amount added to every value (what the rest of the sheet and the turns left add to any score written
 * there), and the tables of a turn solved with two throws left serve its last throw as well.
 */
export class JambTables {
  private readonly announced = new Map<string, { best: Float64Array; zero: number }>();
  private turn: { key: string; tables: TurnTables; rollsLeft: number } | null = null;

  announce(state: JambState, outlook: SheetOutlook, category: JambCategory): Float64Array {
    const column = state.sheets[state.current]!.announced;
    const key = `${state.current}:${category}:${JSON.stringify(column)}`;
    const cell: Cell = { column: 'announced', category };
    // The value of writing 0 there now, against when the tables were solved: the amount to add.
    const zero = outlook.gain(cell, 0);
    let solved = this.announced.get(key);
    if (!solved) {
      solved = { best: outlook.solve([cell], 2).best[2]!, zero };
      this.announced.set(key, solved);
    }
    if (solved.zero === zero) return solved.best;
    const shift = zero - solved.zero;
    return solved.best.map((value) => value + shift);
  }

  keeps(state: JambState, outlook: SheetOutlook, writable: readonly Cell[], rollsLeft: number): Float64Array {
    const key = `${state.turnsPlayed}:${state.announced ?? ''}:${writable.length}`;
    if (!this.turn || this.turn.key !== key || this.turn.rollsLeft < rollsLeft) {
      this.turn = { key, tables: outlook.solve(writable, rollsLeft), rollsLeft };
    }
    return this.turn.tables.keeps[rollsLeft]!;
  }
}

/** Every option of the moment (dice shown, the current player to decide), valued as the advisor does. */
export function jambOptions(state: JambState, tables = new JambTables()): ReviewOption<JambDecision>[] {
  const dice = state.turn.dice!;
  const outlook = new SheetOutlook(state, JAMB_MODEL);
  const legal = legalJamb(state);
  const outcome = outcomeIndex(dice);
  const mayThrow = legal.roll || legal.enter.length > 0 || legal.release.length > 0;
  const rollsLeft = mayThrow ? 3 - state.turn.rollsUsed : 0;
  const options: ReviewOption<JambDecision>[] = [];
  for (const category of legal.announce) {
    options.push({
      decision: { kind: 'announce', category },
      expected: outlook.total + tables.announce(state, outlook, category)[outcome]!,
    });
  }
  if (legal.announceRequired) return options;
  const writable: Cell[] = legal.write.map(({ column, category }) => ({ column, category }));
  for (const option of legal.write) {
    options.push({
      decision: { kind: 'write', column: option.column, category: option.category },
      expected: outlook.total + outlook.gain(option, option.score),
    });
  }
  if (rollsLeft > 0) {
    const keeps = tables.keeps(state, outlook, writable, rollsLeft);
    for (const keep of REROLL_KEEPS[outcome]!) {
      options.push({
        decision: { kind: 'keep', keep: KEEPS[keep]! },
        expected: outlook.total + keeps[keep]!,
      });
    }
  }
  return options;
}

/** What the action carried out at this moment, or null when it decided nothing (a first throw, a hold). */
function decisionOf(state: JambState, action: JambLogAction): JambDecision | null {
  switch (action.type) {
    case 'roll':
    case 'enter': {
      const { dice, held } = state.turn;
      if (dice === null) return null;
      const keep = dice.filter((_, die) => held[die]).sort((a, b) => a - b);
      return { kind: 'keep', keep: KEEPS[keepIndex(keep)]! };
    }
    case 'announce':
      return { kind: 'announce', category: action.category };
    case 'write':
      return { kind: 'write', column: action.column, category: action.category };
    default:
      return null;
  }
}

/**
 * Every decision of the seats `judged` says to judge. `states[i]` is the game before action `i` (the
 * replay's states with `states: true`).
 */
export function reviewJambDecisions(
  actions: readonly JambLogAction[],
  states: readonly JambState[],
  judged: (seat: number) => boolean,
): ReviewedDecision<JambDecision>[] {
  const decisions: ReviewedDecision<JambDecision>[] = [];
  const tables = new JambTables();
  actions.forEach((action, index) => {
    const state = states[index]!;
    if (state.finished || !judged(state.current)) return;
    const decision = decisionOf(state, action);
    if (!decision) return;
    const options = jambOptions(state, tables);
    const listed = options.find((option) => sameJamb(option.decision, decision));
    // Every legal choice is among the options; a choice the rules allow the advisor never weighs
    // (writing elsewhere while an announcement is due) is not judged rather than judged wrongly.
    if (!listed) return;
    decisions.push({
      action: index,
      player: state.current,
      kind: decision.kind,
      ...judge(options, listed, sameJamb),
    });
  });
  return decisions;
}
