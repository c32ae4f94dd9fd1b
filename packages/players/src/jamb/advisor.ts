// The expert: an exact expectimax over the keeps of the turn whose end values come from the whole-sheet
// model (each column's expected final total, bonus and middle included). It decides whether and what to
// announce by solving the rest of the turn once per open announced cell.
import {
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambCategory,
  type JambColumn,
  type JambState,
} from '@dicetable/rules/jamb';
import {
  bestKeep,
  KEEPS,
  OUTCOME_COUNT,
  outcomeIndex,
  REROLL_KEEPS,
  solveTurn,
  type TurnTables,
} from '../dice/keeps.ts';
import { legalJamb } from './game.ts';
import { columnValue, type JambModel, openCellMask, sheetCorrection } from './model.ts';
import { JAMB_MODEL } from './model-params.ts';
import type { JambAdvice, JambChoice, JambComputerPlayer } from './player.ts';
import { scoreTable } from './scores.ts';

export interface Cell {
  readonly column: JambColumn;
  readonly category: JambCategory;
}

const CHOICES_SHOWN = 3;

/** One decision's view of the sheet: what writing a score in a cell changes the expected final total by. */
export class SheetOutlook {
  private readonly gains = new Map<number, number>();
  private readonly base: Record<JambColumn, number>;
  /**
   * Per cell (column by column, each in JAMB_CATEGORIES order): how the sheet-wide correction changes
   * when that cell is written, whatever the score.
   */
  private readonly elsewhere: Float64Array;
  readonly total: number;

  constructor(
    private readonly state: JambState,
    private readonly model: JambModel,
  ) {
    const sheet = state.sheets[state.current]!;
    const options = state.setup.options;
    this.base = Object.fromEntries(
      JAMB_COLUMNS.map((column) => [column, columnValue(column, sheet[column], options, model)]),
    ) as Record<JambColumn, number>;
    const open = openCellMask(sheet);
    const openValue = sheetCorrection(open, model);
    this.elsewhere = new Float64Array(open.length);
    open.forEach((isOpen, index) => {
      if (!isOpen) return;
      open[index] = 0;
      this.elsewhere[index] = sheetCorrection(open, model) - openValue;
      open[index] = 1;
    });
    this.total = JAMB_COLUMNS.reduce((sum, column) => sum + this.base[column], openValue);
  }

  gain(cell: Cell, score: number): number {
    const at = JAMB_COLUMNS.indexOf(cell.column) * 13 + JAMB_CATEGORIES.indexOf(cell.category);
    const key = at * 256 + score;
    let gain = this.gains.get(key);
    if (gain === undefined) {
      const cells = { ...this.state.sheets[this.state.current]![cell.column], [cell.category]: score };
      gain =
        columnValue(cell.column, cells, this.state.setup.options, this.model) -
        this.base[cell.column] +
        this.elsewhere[at]!;
      this.gains.set(key, gain);
    }
    return gain;
  }

  /** Per outcome after roll `rollNumber`: the best gain over these cells. */
  stopValues(cells: readonly Cell[], rollNumber: number): Float64Array {
    const scores = scoreTable(this.state.setup.options, rollNumber);
    const values = new Float64Array(OUTCOME_COUNT).fill(Number.NEGATIVE_INFINITY);
    for (const cell of cells) {
      const column = scores[cell.category];
      for (let outcome = 0; outcome < OUTCOME_COUNT; outcome++) {
        const gain = this.gain(cell, column[outcome]!);
        if (gain > values[outcome]!) values[outcome] = gain;
      }
    }
    return values;
  }

  solve(cells: readonly Cell[], rollsLeft: number): TurnTables {
    const byRoll = new Map<number, Float64Array>();
    return solveTurn((roll) => {
      const key = this.state.setup.options.straightByRoll ? roll : 3;
      let values = byRoll.get(key);
      if (!values) {
        values = this.stopValues(cells, key);
        byRoll.set(key, values);
      }
      return values;
    }, rollsLeft);
  }
}

export function adviseJamb(state: JambState, model: JambModel = JAMB_MODEL): JambAdvice {
  const dice = state.turn.dice;
  const outlook = new SheetOutlook(state, model);
  if (dice === null) {
    return { decision: { kind: 'keep', keep: [] }, choices: [{ decision: { kind: 'keep', keep: [] } }] };
  }
  const legal = legalJamb(state);
  const outcome = outcomeIndex(dice);
  const rollNumber = state.turn.rollsUsed;
  const rollsLeft = legal.roll || legal.enter.length > 0 || legal.release.length > 0 ? 3 - rollNumber : 0;
  const writable: Cell[] = legal.write.map(({ column, category }) => ({ column, category }));

  if (legal.announce.length > 0) {
    const options: { choice: JambChoice; value: number }[] = [];
    if (!legal.announceRequired) {
      const tables = outlook.solve(writable, 2);
      options.push({
        choice: { decision: bestOf(tables, dice, 2, outlook, writable, state).decision },
        value: tables.best[2]![outcome]!,
      });
    }
    for (const category of legal.announce) {
      const tables = outlook.solve([{ column: 'announced', category }], 2);
      options.push({
        choice: { decision: { kind: 'announce', category } },
        value: tables.best[2]![outcome]!,
      });
    }
    options.sort((a, b) => b.value - a.value);
    const choices = options
      .slice(0, CHOICES_SHOWN)
      .map(({ choice, value }) => ({ ...choice, expected: outlook.total + value }));
    return { ...choices[0]!, choices };
  }

  const tables = outlook.solve(writable, rollsLeft);
  const best = bestOf(tables, dice, rollsLeft, outlook, writable, state);
  return best;
}

/** The best keep (or the best write when stopping is best), with the best few alternatives. */
function bestOf(
  tables: TurnTables,
  dice: readonly number[],
  rollsLeft: number,
  outlook: SheetOutlook,
  writable: readonly Cell[],
  state: JambState,
): JambAdvice {
  const outcome = outcomeIndex(dice);
  const scores = scoreTable(state.setup.options, state.turn.rollsUsed);
  const writes: { choice: JambChoice; value: number }[] = writable
    .map((cell) => ({
      choice: { decision: { kind: 'write' as const, ...cell } },
      value: outlook.gain(cell, scores[cell.category][outcome]!),
    }))
    .sort((a, b) => b.value - a.value);
  const stopValue = writes[0]!.value;
  const options = [...writes];
  if (rollsLeft > 0) {
    const keepValues = tables.keeps[rollsLeft]!;
    for (const keep of REROLL_KEEPS[outcome]!) {
      options.push({ choice: { decision: { kind: 'keep', keep: KEEPS[keep]! } }, value: keepValues[keep]! });
    }
    const chosen = bestKeep(tables, dice, rollsLeft, stopValue);
    if (chosen.keep.length < 5) {
      options.sort((a, b) => b.value - a.value);
      const choices = options
        .slice(0, CHOICES_SHOWN)
        .map(({ choice, value }) => ({ ...choice, expected: outlook.total + value }));
      return {
        decision: { kind: 'keep', keep: chosen.keep },
        expected: outlook.total + chosen.value,
        choices,
      };
    }
  }
  options.sort((a, b) => b.value - a.value);
  const choices = options
    .slice(0, CHOICES_SHOWN)
    .map(({ choice, value }) => ({ ...choice, expected: outlook.total + value }));
  return { ...writes[0]!.choice, expected: outlook.total + stopValue, choices };
}

export function advisorPlayer(model: JambModel = JAMB_MODEL): JambComputerPlayer {
  return { id: 'advisor', decide: (state) => adviseJamb(state, model) };
}
