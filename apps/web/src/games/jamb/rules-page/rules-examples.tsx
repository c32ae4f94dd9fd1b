// Jamb's worked examples on the rules page: the dice of each category, the example columns and the
// sheet at the start of a game, scored by @dicetable/rules at render time.
import {
  columnTotals,
  emptySheet,
  isCellOpen,
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambCategory,
  type JambColumnCells,
  type JambOptions,
  scoreCategory,
} from '@dicetable/rules/jamb';
import { For } from 'solid-js';
import { Example } from '../../../how-to-play/rules-document.tsx';
import { COLUMN_SYMBOLS, categoryName, columnName } from '../labels.ts';
import { t as tj } from '../messages.ts';
import { t } from './messages.ts';

/** The dice of each category's worked examples: one that scores, and for most one that does not. */
export const JAMB_EXAMPLES: Record<JambCategory, readonly (readonly number[])[]> = {
  ones: [[1, 1, 3, 1, 6]],
  twos: [[2, 2, 2, 4, 6]],
  threes: [[3, 5, 3, 1, 2]],
  fours: [[4, 4, 4, 4, 1]],
  fives: [[5, 5, 2, 3, 5]],
  sixes: [[6, 6, 6, 2, 6]],
  max: [[6, 6, 5, 6, 4]],
  min: [[1, 2, 1, 3, 1]],
  trips: [
    [4, 4, 4, 2, 6],
    [1, 2, 3, 5, 5],
  ],
  straight: [
    [1, 2, 3, 4, 5],
    [6, 5, 4, 3, 2],
    [1, 2, 3, 4, 6],
  ],
  full: [
    [5, 2, 5, 5, 2],
    [4, 4, 4, 4, 4],
  ],
  carre: [
    [3, 3, 3, 3, 6],
    [3, 3, 3, 6, 6],
  ],
  jamb: [
    [6, 6, 6, 6, 6],
    [6, 6, 6, 6, 5],
  ],
};

/** The cells of the example columns for the upper bonus and the middle row. */
export const BONUS_COLUMN: JambColumnCells = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 };
export const MIDDLE_COLUMNS: readonly JambColumnCells[] = [
  { ones: 3, max: 27, min: 8 },
  { ones: 2, max: 9, min: 12 },
];

export function CategoryExample(props: {
  category: JambCategory;
  dice: readonly number[];
  options: JambOptions;
  /** The roll the dice come from (the straight-by-roll house rule); the third by default. */
  rollNumber?: number;
}) {
  const score = () => scoreCategory(props.category, props.dice, props.options, props.rollNumber);
  return (
    <Example
      dice={props.dice}
      data={{ category: props.category, score: score() }}
      result={
        <>
          {categoryName(props.category)}: <strong>{score()}</strong>
        </>
      }
    />
  );
}

/** A column of a sheet with some cells written, and the sums the rules make of them. */
export function ExampleColumn(props: {
  cells: JambColumnCells;
  options: JambOptions;
  rows: ('upper' | 'bonus' | 'middle')[];
}) {
  const totals = () => columnTotals(props.cells, props.options);
  const written = () => JAMB_CATEGORIES.filter((category) => props.cells[category] !== undefined);
  const sumLabel = { upper: tj('upperSubtotal'), bonus: tj('bonus'), middle: tj('middle') } as const;
  return (
    <table class="rules-sheet" data-example-column={props.rows.join(' ')}>
      <caption>{t('exampleColumn')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('row')}</th>
          <th scope="col">{t('value')}</th>
        </tr>
      </thead>
      <tbody>
        <For each={written()}>
          {(category) => (
            <tr>
              <th scope="row">{categoryName(category)}</th>
              <td>{props.cells[category]}</td>
            </tr>
          )}
        </For>
        <For each={props.rows}>
          {(row) => (
            <tr class="rules-sheet-sum">
              <th scope="row">{sumLabel[row]}</th>
              <td data-sum={row}>{totals()[row] ?? ''}</td>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}

/** The sheet at the start of a game: which cells each column's order lets a player write first. */
export function OpenCellsSheet() {
  const sheet = emptySheet();
  return (
    <table class="rules-sheet rules-open-cells">
      <caption>{t('openAtStart')}</caption>
      <thead>
        <tr>
          <td />
          <For each={JAMB_COLUMNS}>
            {(column) => (
              <th scope="col">
                <span aria-hidden="true">{COLUMN_SYMBOLS[column]}</span>{' '}
                <span class="rules-column-name">{columnName(column)}</span>
              </th>
            )}
          </For>
        </tr>
      </thead>
      <tbody>
        <For each={JAMB_CATEGORIES}>
          {(category) => (
            <tr>
              <th scope="row">{categoryName(category)}</th>
              <For each={JAMB_COLUMNS}>
                {(column) => {
                  const open = isCellOpen(sheet, column, category, null);
                  return (
                    <td classList={{ open }} data-open={String(open)}>
                      <span class="visually-hidden">{open ? t('openAtStart') : t('closedAtStart')}</span>
                    </td>
                  );
                }}
              </For>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
