// Which empty cells of the current player's sheet get a hint: only cells the player may still fill this
// turn. Once a cell is announced it is the only one; a cell of the Announced column otherwise only while
// announcing it is still possible, and then its hint says that it holds only if announced now.

import { openCells } from '@dicetable/rules/game';
import type { JambCategory, JambColumn, JambState } from '@dicetable/rules/jamb';

export type HintCell = 'may-fill' | 'if-announced';

export function hintCells(state: JambState): ReadonlyMap<string, HintCell> {
  const cells = new Map<string, HintCell>();
  const announced = state.announced;
  if (announced !== null) {
    cells.set(hintCellKey('announced', announced), 'may-fill');
    return cells;
  }
  for (const { column, category } of openCells(state)) {
    cells.set(hintCellKey(column, category), column === 'announced' ? 'if-announced' : 'may-fill');
  }
  return cells;
}

export const hintCellKey = (column: JambColumn, category: JambCategory) => `${column}:${category}`;
