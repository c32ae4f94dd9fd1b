// Jamb's rules as sections: every example's score comes from @dicetable/rules at render time.

import { openCells } from '@dicetable/rules/game';
import {
  columnTotals,
  DEFAULT_JAMB_OPTIONS,
  isCellOpen,
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  JAMB_OPTION_IDS,
  type JambCategory,
  type JambOptions,
  type JambState,
  scoreCategory,
  UPPER_CATEGORIES,
} from '@dicetable/rules/jamb';
import { For, Show } from 'solid-js';
import type { HelpTopic } from '../../../how-to-play/help-context.ts';
import { HouseRule, paragraphs, type RulesSection } from '../../../how-to-play/rules-document.tsx';
import { language } from '../../../i18n/i18n.ts';
import { COLUMN_SYMBOLS, categoryName, columnName } from '../labels.ts';
import { t as tj } from '../messages.ts';
import { t } from './messages.ts';
import {
  BONUS_COLUMN,
  CategoryExample,
  ExampleColumn,
  JAMB_EXAMPLES,
  MIDDLE_COLUMNS,
  OpenCellsSheet,
} from './rules-examples.tsx';

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
