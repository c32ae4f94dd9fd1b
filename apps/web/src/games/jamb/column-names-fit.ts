// Where the sheet is wider than the room it is given (long column names in German on a phone), its
// column headers show only their symbols, ↓ ↑ ↕ !, and keep the names for screen readers: a sheet that
// scrolls sideways hides a column, and the symbols are the ones every Jamb sheet uses.
import { keepFitting } from '../../ui/keep-fitting.ts';

const NARROW_CLASS = 'jamb-sheet-narrow';

/** Whether the sheet needs its short headers: it is wider than its room with the names shown. */
export function needsShortHeaders(sheetWidth: number, roomWidth: number): boolean {
  return sheetWidth > roomWidth + 0.5;
}

/** Keeps the sheet's headers short exactly while the names would not fit; returns the way to stop. */
export function fitColumnNames(table: HTMLTableElement): () => void {
  const room = table.parentElement;
  if (!room) return () => {};
  return keepFitting(table, NARROW_CLASS, () =>
    needsShortHeaders(table.getBoundingClientRect().width, room.clientWidth),
  );
}
