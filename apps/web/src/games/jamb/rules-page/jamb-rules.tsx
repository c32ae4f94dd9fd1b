// Jamb's rules as sections: every example's score comes from @dicetable/rules at render time.

import { openCells } from '@dicetable/rules/game';
import {
  columnTotals,
  DEFAULT_JAMB_OPTIONS,
  emptySheet,
  isCellOpen,
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  JAMB_OPTION_IDS,
  type JambCategory,
  type JambColumnCells,
  type JambOptions,
  type JambState,
  scoreCategory,
  UPPER_CATEGORIES,
} from '@dicetable/rules/jamb';
import { For, type JSX, Show } from 'solid-js';
import type { HelpTopic } from '../../../how-to-play/help-context.ts';
import { Example, HouseRule, type RulesSection } from '../../../how-to-play/rules-document.tsx';
import { language } from '../../../i18n/i18n.ts';
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

/** The bonus a full upper part of exactly 60 earns, read off the scoring so the words follow the house rules. */
function bonusAtSixty(options: JambOptions): number {
  return columnTotals({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 15 }, options).bonus;
}

function categoryRule(category: JambCategory, options: JambOptions): string {
  const face = (UPPER_CATEGORIES as readonly JambCategory[]).indexOf(category) + 1;
  if (face > 0) return t('upperRule', { face });
  // The bonuses in the words are read off the scoring itself, so the words follow the house rules.
  const score = (dice: number[], roll = 3) => scoreCategory(category, dice, options, roll);
  switch (category) {
    case 'max':
      return t('maxRule');
    case 'min':
      return t('minRule');
    case 'trips':
      return t('tripsRule', { bonus: score([1, 1, 1, 2, 3]) - 3 });
    case 'straight':
      return options.straightByRoll
        ? t('straightByRollRule', {
            first: score([1, 2, 3, 4, 5], 1),
            second: score([1, 2, 3, 4, 5], 2),
            third: score([1, 2, 3, 4, 5], 3),
          })
        : t('straightRule', { small: score([1, 2, 3, 4, 5]), big: score([2, 3, 4, 5, 6]) });
    case 'full':
      return t('fullRule', { bonus: score([1, 1, 1, 2, 2]) - 7 });
    case 'carre':
      return t('carreRule', { bonus: score([1, 1, 1, 1, 2]) - 4 });
    default:
      return t('jambRule', { bonus: score([1, 1, 1, 1, 1]) - 5 });
  }
}

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
function ExampleColumn(props: {
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
function OpenCellsSheet() {
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

const paragraphs = (...texts: string[]): JSX.Element => <For each={texts}>{(text) => <p>{text}</p>}</For>;

/** Jamb's sections, with the house rules of the game they were opened from (undefined: from no game). */
export function jambSections(chosen: JambOptions | undefined): RulesSection[] {
  const options = chosen ?? DEFAULT_JAMB_OPTIONS;
  return [
    { id: 'goal', title: t('goalTitle'), body: () => paragraphs(t('goal')) },
    { id: 'you-need', title: t('youNeedTitle'), body: () => paragraphs(t('youNeed')) },
    {
      id: 'turn',
      title: t('turnTitle'),
      body: () => paragraphs(t('turnRolls'), t('turnHold'), t('turnWrite')),
    },
    {
      id: 'categories',
      title: t('categoriesTitle'),
      body: () => paragraphs(t('categoriesIntro')),
      children: JAMB_CATEGORIES.map((category) => ({
        id: category,
        title: categoryName(category),
        body: () => (
          <>
            <p>{categoryRule(category, options)}</p>
            <For each={JAMB_EXAMPLES[category]}>
              {(dice) => <CategoryExample category={category} dice={dice} options={options} />}
            </For>
          </>
        ),
      })),
    },
    {
      id: 'columns',
      title: t('columnsTitle'),
      body: () => (
        <>
          <p>{t('columnsIntro')}</p>
          <div class="rules-scroll">
            <OpenCellsSheet />
          </div>
        </>
      ),
      children: JAMB_COLUMNS.map((column) => ({
        id: column,
        title: `${COLUMN_SYMBOLS[column]} ${columnName(column)}`,
        body: () => paragraphs(t(`${column}Rule`)),
      })),
    },
    {
      id: 'announcing',
      title: t('announcingTitle'),
      body: () => paragraphs(t('announcing1'), t('announcing2'), t('announcing3')),
    },
    {
      id: 'upper-bonus',
      title: t('upperBonusTitle'),
      body: () => (
        <>
          <p data-rule="upper-bonus">{t('upperBonus', { bonus: bonusAtSixty(options) })}</p>
          <Show when={options.graduatedBonus}>
            <p>{tj('graduatedBonus')}</p>
          </Show>
          <ExampleColumn cells={BONUS_COLUMN} options={options} rows={['upper', 'bonus']} />
        </>
      ),
    },
    {
      id: 'middle',
      title: t('middleTitle'),
      body: () => (
        <>
          <p>{t('middle')}</p>
          <Show when={options.clampMiddle}>
            <p>{tj('clampMiddle')}</p>
          </Show>
          <div class="rules-row">
            <For each={MIDDLE_COLUMNS}>
              {(cells) => <ExampleColumn cells={cells} options={options} rows={['middle']} />}
            </For>
          </div>
        </>
      ),
    },
    { id: 'end', title: t('endTitle'), body: () => paragraphs(t('end1'), t('end2')) },
    {
      id: 'house-rules',
      title: t('houseRulesTitle'),
      body: () => (
        <>
          <p>{t('houseRulesIntro')}</p>
          <ul class="rules-house-rules">
            <For each={JAMB_OPTION_IDS}>
              {(id) => <HouseRule name={tj(id)} on={chosen ? chosen[id] : undefined} />}
            </For>
          </ul>
        </>
      ),
    },
  ];
}

/** What the rules dialog asks of a game's rules module (loaded only when the rules are opened). */
export const sectionsFromSetup = (setup?: { options?: JambOptions }): RulesSection[] =>
  jambSections(setup?.options);

const list = (items: string[]) => new Intl.ListFormat(language(), { type: 'conjunction' }).format(items);

/** A category or column asked about in play: what the dice on the table make of it, and where it is open. */
export function explainTopic(topic: HelpTopic, state?: JambState) {
  if (!state) return undefined;
  const options = state.setup.options;
  const dice = state.turn.dice;
  if (topic.kind === 'jamb-category') {
    const { category } = topic;
    const open = openCells(state)
      .filter((cell) => cell.category === category)
      .map((cell) => columnName(cell.column));
    return {
      section: category,
      text: () => (
        <>
          <Show when={dice} fallback={<p>{t('notRolledYet')}</p>}>
            {(now) => (
              <>
                <CategoryExample
                  category={category}
                  dice={now()}
                  options={options}
                  rollNumber={state.turn.rollsUsed}
                />
                <p>
                  <strong>
                    {t('nowCategory', {
                      dice: now().join(' '),
                      category: categoryName(category),
                      score: scoreCategory(category, now(), options, state.turn.rollsUsed),
                    })}
                  </strong>{' '}
                  {categoryRule(category, options)}
                </p>
              </>
            )}
          </Show>
          <p>{open.length > 0 ? t('openIn', { columns: list(open) }) : t('openNowhere')}</p>
        </>
      ),
    };
  }
  if (topic.kind === 'jamb-column') {
    const { column } = topic;
    const sheet = state.sheets[state.current]!;
    const open = JAMB_CATEGORIES.filter((category) => isCellOpen(sheet, column, category, state.announced));
    const full = JAMB_CATEGORIES.every((category) => sheet[column][category] !== undefined);
    const words = () => {
      if (open.length > 0) return t('columnOpenNow', { categories: list(open.map(categoryName)) });
      if (full) return t('columnFull');
      return t('announceFirst');
    };
    return {
      section: column,
      text: () => (
        <p>
          <strong>{words()}</strong>
        </p>
      ),
    };
  }
  return undefined;
}
