// Yam Master's rules as sections: the figures each example claims, the runs and points of each example
// board, all worked out by @dicetable/rules at render time and drawn with the game's own board.
import {
  DEFAULT_LAYOUT,
  LABELS,
  type Label,
  type Layout,
  pointsOf,
  qualifyingLabels,
  TOKENS_PER_PLAYER,
  type YamState,
} from '@dicetable/rules/yam-master';
import { For, Show } from 'solid-js';
import { labelName } from '../labels.tsx';
import '../yam-master.css';
import type { HelpTopic } from '../../../how-to-play/help-context.ts';
import { Example, paragraphs, type RulesSection } from '../../../how-to-play/rules-document.tsx';
import { t } from './messages.ts';
import {
  BoardMarks,
  boardOf,
  ExampleBoard,
  FigureExampleView,
  LINE_BOARD,
  POINTS_BOARD,
  YAM_EXAMPLES,
} from './rules-examples.tsx';

const LABEL_RULE: Record<Exclude<Label, `${1 | 2 | 3 | 4 | 5 | 6}`>, () => string[]> = {
  full: () => [t('fullRule')],
  carre: () => [t('carreRule')],
  yam: () => [t('yamRule'), t('yamPredator')],
  suite: () => [t('suiteRule')],
  le8: () => [t('le8Rule')],
  sec: () => [t('secRule'), t('secTurn'), t('secOneSquare')],
  defi: () => [t('defiRule'), t('defiFailed')],
};

const labelRule = (label: Label): string[] =>
  /^[1-6]$/.test(label) ? [t('brelanRule', { n: Number(label) })] : LABEL_RULE[label as 'full']();

export function yamMasterSections(chosenLayout: Layout | undefined): RulesSection[] {
  const layout = chosenLayout ?? DEFAULT_LAYOUT;
  const empty = boardOf({});
  return [
    { id: 'goal', title: t('goalTitle'), body: () => paragraphs(t('goal')) },
    {
      id: 'you-need',
      title: t('youNeedTitle'),
      body: () => (
        <>
          <p>{t('youNeed', { tokens: TOKENS_PER_PLAYER })}</p>
          <ExampleBoard layout={layout} board={empty} />
        </>
      ),
    },
    { id: 'board-marks', title: t('marksTitle'), body: () => <BoardMarks /> },
    { id: 'turn', title: t('turnTitle'), body: () => paragraphs(t('turn1'), t('turn2')) },
    {
      id: 'figures',
      title: t('figuresTitle'),
      body: () => paragraphs(t('figuresIntro')),
      children: LABELS.map((label) => ({
        id: label,
        title: labelName(label),
        body: () => (
          <>
            {paragraphs(...labelRule(label))}
            <For each={YAM_EXAMPLES[label]}>{(example) => <FigureExampleView example={example} />}</For>
          </>
        ),
      })),
    },
    {
      id: 'lines',
      title: t('linesTitle'),
      body: () => (
        <>
          <p>{t('lines')}</p>
          <ExampleBoard layout={layout} board={LINE_BOARD} caption={t('linesCaption')} winner />
        </>
      ),
    },
    { id: 'end', title: t('endTitle'), body: () => paragraphs(t('end', { tokens: TOKENS_PER_PLAYER })) },
    {
      id: 'points',
      title: t('pointsTitle'),
      body: () => {
        const [first, second] = pointsOf(POINTS_BOARD);
        return (
          <>
            <p>{t('points')}</p>
            <ExampleBoard
              layout={layout}
              board={POINTS_BOARD}
              caption={t('pointsCaption', { first, second })}
            />
          </>
        );
      },
    },
    {
      id: 'house-rules',
      title: t('houseRulesTitle'),
      body: () => (
        <>
          <p>{t('houseRules')}</p>
          <ul class="rules-house-rules">
            <li class="rules-house-rule" data-on={chosenLayout ? 'true' : 'default'}>
              <span>{chosenLayout ? t('layoutCustom') : t('layoutDefault')}</span>
            </li>
          </ul>
          <Show when={chosenLayout}>
            <ExampleBoard layout={layout} board={empty} caption={t('thisBoard')} />
          </Show>
        </>
      ),
    },
  ];
}

export const sectionsFromSetup = (setup?: { layout?: Layout }): RulesSection[] =>
  yamMasterSections(setup?.layout);

/** A square asked about in play: whether the dice on the table may claim its figure now. */
export function explainTopic(topic: HelpTopic, state?: YamState) {
  if (topic.kind !== 'yam-square') return undefined;
  const { label } = topic;
  // Before the first roll a new game may not be saved yet: the rule is shown all the same.
  const dice = state?.turn.dice ?? null;
  const labels = state ? qualifyingLabels(state) : [];
  const words = { dice: dice?.join(' ') ?? '', figure: labelName(label) };
  return {
    section: label,
    text: () => (
      <Show when={dice} fallback={<p>{t('notRolledYet')}</p>}>
        {(now) => (
          <>
            <Example
              dice={now()}
              data={{ figures: labels.join(' ') }}
              result={
                labels.length > 0
                  ? t('qualifies', { labels: labels.map(labelName).join(' · ') })
                  : t('noSquare')
              }
            />
            <p>
              <strong>{labels.includes(label) ? t('nowClaims', words) : t('nowNotClaims', words)}</strong>
            </p>
          </>
        )}
      </Show>
    ),
  };
}
