// The 13 × 4 score sheet as a real table: row headers are categories, column headers the four columns.
// Open cells are buttons previewing their score; written cells show it; closed cells look closed.
import {
  columnTotals,
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambCategory,
  type JambColumn,
  type JambOptions,
  type JambSheet,
  LOWER_CATEGORIES,
  UPPER_CATEGORIES,
} from '@dicetable/rules/jamb';
import { For, type JSX, onCleanup, onMount, Show } from 'solid-js';
import { ExplainTarget } from '../../how-to-play/explain-target.tsx';
import { fitColumnNames } from './column-names-fit.ts';
import { COLUMN_SYMBOLS, categoryName, columnName } from './labels.ts';
import { t } from './messages.ts';

export interface CellHint {
  /** What writing it scores with the dice now, e.g. "12" (none before the first roll). */
  readonly now?: string;
  /**
   * With the rolls left, keeping the dice that help (after rolling the dice not held, when some are):
   * chance of scoring more than 0 · points on average, e.g. "36% · 12.6" (none after the last roll).
   */
  readonly again?: string;
  /** Both in words, for screen readers. */
  readonly label: string;
}

/** The chance part of a hint, marked as the rolls left it assumes (and "!" where it needs an announcement). */
function AgainHint(props: { again: string; ifAnnounced?: boolean }) {
  return (
    <span class="jamb-hint" data-hint={props.again}>
      <span aria-hidden="true" class="jamb-hint-roll">
        {props.ifAnnounced ? '!↻' : '↻'}
      </span>{' '}
      {props.again}
    </span>
  );
}

export interface ScoreSheetProps {
  readonly sheet: JambSheet;
  readonly options: JambOptions;
  readonly caption: string;
  /** Scores of the cells that may be written now, keyed `column:category`. */
  readonly writable?: ReadonlyMap<string, number>;
  /** Empty cells that the current turn could still fill (shown with a hint when hints are on). */
  readonly reachable?: (column: JambColumn, category: JambCategory) => boolean;
  /** Reachable cells of the Announced column that hold only if announced now: their hint says so. */
  readonly ifAnnounced?: (column: JambColumn, category: JambCategory) => boolean;
  readonly hint?: (category: JambCategory) => CellHint | undefined;
  /** The category whose dice to keep are lit. */
  readonly chosenHint?: JambCategory | null;
  readonly onChooseHint?: (category: JambCategory) => void;
  readonly onWrite?: (column: JambColumn, category: JambCategory, score: number) => void;
  /** Why an empty cell cannot be written now: read with the cell, and shown when it is tapped. */
  readonly closedReason?: (column: JambColumn, category: JambCategory) => string;
  readonly onClosedTap?: (column: JambColumn, category: JambCategory) => void;
  readonly class?: string;
  readonly playerIndex?: number;
  /** Empty cells marked for a look back at a moment (the game review): a symbol, and its words for readers. */
  readonly mark?: (column: JambColumn, category: JambCategory) => CellMark | undefined;
}

export interface CellMark {
  readonly kind: string;
  readonly symbol: string;
  readonly label: string;
}

/** A player's colour for marks (--player) and for text or behind text (--player-ink, readable on any surface). */
export const playerStyle = (player: number): Record<string, string> => ({
  '--player': `var(--player-${player + 1})`,
  '--player-ink': `var(--player-${player + 1}-ink)`,
});

const SUM_ROWS_AFTER: Partial<Record<JambCategory, ('upper' | 'bonus' | 'middle' | 'lower' | 'total')[]>> = {
  sixes: ['upper', 'bonus'],
  min: ['middle'],
  jamb: ['lower', 'total'],
};

const SUM_LABEL = {
  upper: 'upperSubtotal',
  bonus: 'bonus',
  middle: 'middle',
  lower: 'lower',
  total: 'columnTotal',
} as const;

export function ScoreSheet(props: ScoreSheetProps) {
  const totals = () =>
    Object.fromEntries(JAMB_COLUMNS.map((c) => [c, columnTotals(props.sheet[c], props.options)]));
  const grand = () => JAMB_COLUMNS.reduce((sum, column) => sum + totals()[column]!.total, 0);

  const cell = (column: JambColumn, category: JambCategory): JSX.Element => {
    const written = () => props.sheet[column][category];
    const score = () => props.writable?.get(`${column}:${category}`);
    const ifAnnounced = () => props.ifAnnounced?.(column, category) ?? false;
    const hint = (): CellHint | undefined => {
      const shown = props.reachable?.(column, category) ? props.hint?.(category) : undefined;
      return shown && ifAnnounced()
        ? { ...shown, label: t('hintIfAnnounced', { hint: shown.label }) }
        : shown;
    };
    const mark = () => (written() === undefined ? props.mark?.(column, category) : undefined);
    return (
      <Show
        when={written() === undefined && !mark()}
        fallback={
          <Show
            when={mark()}
            fallback={
              <td class="jamb-cell filled" data-cell={`${column}-${category}`}>
                {written()}
              </td>
            }
          >
            {(shown) => (
              <td class="jamb-cell marked" data-cell={`${column}-${category}`} data-mark={shown().kind}>
                <span aria-hidden="true">{shown().symbol}</span>
                <span class="visually-hidden">{shown().label}</span>
              </td>
            )}
          </Show>
        }
      >
        <Show
          when={score() !== undefined}
          fallback={
            // biome-ignore lint/a11y/useKeyWithClickEvents: the reason is the cell's own text for keyboards and screen readers; the tap shows it to touch.
            <td
              class="jamb-cell"
              classList={{ closed: !hint(), reachable: !!hint(), explains: !!props.onClosedTap }}
              data-cell={`${column}-${category}`}
              onClick={() => props.onClosedTap?.(column, category)}
            >
              <Show
                when={hint()}
                fallback={
                  <span class="visually-hidden">
                    {props.closedReason?.(column, category) ||
                      t('cellClosed', { category: categoryName(category), column: columnName(column) })}
                  </span>
                }
              >
                {(h) => (
                  <span class="jamb-hints" title={h().label}>
                    <span aria-hidden="true">
                      <Show when={h().now}>{(now) => <span class="jamb-hint-now">{now()}</span>}</Show>
                      <Show when={h().again}>
                        {(again) => <AgainHint again={again()} ifAnnounced={ifAnnounced()} />}
                      </Show>
                    </span>
                    <span class="visually-hidden">{h().label}</span>
                  </span>
                )}
              </Show>
            </td>
          }
        >
          <td class="jamb-cell open" data-cell={`${column}-${category}`}>
            <button
              type="button"
              class="jamb-cell-button"
              classList={{ zero: score() === 0 }}
              aria-label={`${t('writeCell', { score: score()!, category: categoryName(category), column: columnName(column) })}${hint() ? `. ${hint()!.label}` : ''}`}
              onClick={() => props.onWrite?.(column, category, score()!)}
            >
              <span class="jamb-preview">{score()}</span>
              {/* The preview is what it scores now; the hint adds the chance if rolled again. */}
              <Show when={hint()?.again}>
                {(again) => <AgainHint again={again()} ifAnnounced={ifAnnounced()} />}
              </Show>
            </button>
          </td>
        </Show>
      </Show>
    );
  };

  /** A sum stays blank until a cell it adds up is written (and the bonus until all six upper cells are). */
  const sumValue = (column: JambColumn, row: keyof typeof SUM_LABEL) => {
    const cells = props.sheet[column];
    const written = (categories: readonly JambCategory[]) =>
      categories.filter((c) => cells[c] !== undefined).length;
    const shown =
      row === 'upper'
        ? written(UPPER_CATEGORIES) > 0
        : row === 'bonus'
          ? written(UPPER_CATEGORIES) === UPPER_CATEGORIES.length
          : row === 'lower'
            ? written(LOWER_CATEGORIES) > 0
            : row === 'total'
              ? written(JAMB_CATEGORIES) > 0
              : true;
    const value = totals()[column]![row];
    return !shown || value === null ? '' : value;
  };
  const anyWritten = () => JAMB_COLUMNS.some((column) => Object.keys(props.sheet[column]).length > 0);

  return (
    <table
      ref={(table) => {
        if (props.class !== 'print') onMount(() => onCleanup(fitColumnNames(table)));
      }}
      class={`jamb-sheet ${props.class ?? ''}`}
      style={props.playerIndex !== undefined ? playerStyle(props.playerIndex) : {}}
    >
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col" class="jamb-corner">
            {/* Where the screen is short the caption moves into this corner (jamb.css); readers keep both. */}
            <span class="jamb-corner-caption" aria-hidden="true">
              {props.caption}
            </span>
            <span class="jamb-corner-category">{t('category')}</span>
          </th>
          <For each={JAMB_COLUMNS}>
            {(column) => (
              <th scope="col" data-column={column}>
                <ExplainTarget
                  game="jamb"
                  topic={{ kind: 'jamb-column', column }}
                  name={columnName(column)}
                  enabled={props.class !== 'print'}
                >
                  <span aria-hidden="true" class="jamb-column-symbol">
                    {COLUMN_SYMBOLS[column]}
                  </span>{' '}
                  <span class="jamb-column-name">{columnName(column)}</span>
                </ExplainTarget>
              </th>
            )}
          </For>
        </tr>
      </thead>
      <tbody>
        <For each={JAMB_CATEGORIES}>
          {(category) => (
            <>
              <tr data-category={category}>
                <th scope="row">
                  <Show
                    when={props.onChooseHint && props.hint?.(category)?.again}
                    fallback={
                      <ExplainTarget
                        enabled={props.class !== 'print'}
                        game="jamb"
                        topic={{ kind: 'jamb-category', category }}
                        name={categoryName(category)}
                      >
                        {categoryName(category)}
                      </ExplainTarget>
                    }
                  >
                    <button
                      type="button"
                      class="jamb-hint-choice"
                      aria-pressed={props.chosenHint === category}
                      aria-label={t('showKeep', { category: categoryName(category) })}
                      onClick={() => props.onChooseHint?.(category)}
                    >
                      {categoryName(category)}
                    </button>
                  </Show>
                </th>
                <For each={JAMB_COLUMNS}>{(column) => cell(column, category)}</For>
              </tr>
              <For each={SUM_ROWS_AFTER[category] ?? []}>
                {(row) => (
                  <tr class={`jamb-sum-row jamb-${row}`} data-row={row}>
                    <th scope="row">{t(SUM_LABEL[row])}</th>
                    <For each={JAMB_COLUMNS}>
                      {(column) => <td data-cell={`${column}-${row}`}>{sumValue(column, row)}</td>}
                    </For>
                  </tr>
                )}
              </For>
            </>
          )}
        </For>
      </tbody>
      <tfoot>
        <tr class="jamb-grand-row">
          <th scope="row">{t('grandTotal')}</th>
          <td colSpan={4} data-testid="jamb-grand-total">
            {anyWritten() ? grand() : ''}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
