// Yam Master's rules as sections: the figures each example claims, the runs and points of each example
// board, all worked out by @dicetable/rules at render time and drawn with the game's own board.
import {
  DEFAULT_LAYOUT,
  type FigureContext,
  figuresOf,
  flattenLayout,
  LABELS,
  type Label,
  type Layout,
  type Owner,
  pointsOf,
  qualifyingLabels,
  SQUARES,
  scoringRuns,
  TOKENS_PER_PLAYER,
  winningLine,
  type YamState,
} from '@dicetable/rules/yam-master';
import { For, type JSX, Show } from 'solid-js';
import { Board } from '../board.tsx';
import { labelName, SquareLabel, Token } from '../labels.tsx';
import '../yam-master.css';
import type { HelpTopic } from '../../../how-to-play/help-context.ts';
import { Example, type RulesSection } from '../../../how-to-play/rules-document.tsx';
import { t } from './messages.ts';

export interface FigureExample {
  readonly dice: readonly number[];
  readonly context?: FigureContext;
}

/** Each label's worked examples: dice that claim it, and where it teaches something, dice that do not. */
export const YAM_EXAMPLES: Record<Label, readonly FigureExample[]> = {
  '1': [{ dice: [1, 1, 1, 4, 6] }],
  '2': [{ dice: [2, 6, 2, 2, 3] }],
  '3': [{ dice: [3, 3, 5, 3, 1] }],
  '4': [{ dice: [4, 4, 4, 2, 2] }],
  '5': [{ dice: [5, 1, 5, 5, 6] }],
  '6': [{ dice: [6, 6, 6, 6, 2] }],
  full: [{ dice: [2, 2, 5, 5, 5] }, { dice: [4, 4, 4, 4, 4] }],
  carre: [{ dice: [4, 4, 4, 4, 1] }],
  yam: [{ dice: [3, 3, 3, 3, 3] }],
  suite: [{ dice: [2, 3, 4, 5, 6] }, { dice: [1, 2, 3, 4, 6] }],
  le8: [{ dice: [1, 1, 2, 3, 1] }],
  sec: [{ dice: [1, 2, 3, 4, 5], context: { firstRoll: true } }],
  defi: [
    { dice: [5, 5, 5, 2, 2], context: { defi: true } },
    { dice: [1, 2, 4, 6, 6], context: { defi: true } },
  ],
};

const CIRCLES = 0;
const DIAMONDS = 1;
const COLOURS: [number, number] = [1, 2];

function boardOf(tokens: Partial<Record<number, Owner>>): Owner[] {
  return Array.from({ length: SQUARES }, (_, square) => tokens[square] ?? null);
}

/** Circles fill the middle row. */
export const LINE_BOARD = boardOf({
  10: CIRCLES,
  11: CIRCLES,
  12: CIRCLES,
  13: CIRCLES,
  14: CIRCLES,
  2: DIAMONDS,
  7: DIAMONDS,
  17: DIAMONDS,
  21: DIAMONDS,
});

/** A finished game's board: a run of four and a run of three for circles, a diagonal of three for diamonds. */
export const POINTS_BOARD = boardOf({
  0: CIRCLES,
  1: CIRCLES,
  2: CIRCLES,
  3: CIRCLES,
  14: CIRCLES,
  19: CIRCLES,
  24: CIRCLES,
  6: DIAMONDS,
  12: DIAMONDS,
  18: DIAMONDS,
  20: DIAMONDS,
  9: DIAMONDS,
});

export function FigureExampleView(props: { example: FigureExample }) {
  const labels = () => figuresOf(props.example.dice, props.example.context);
  const names = () => labels().map(labelName).join(' · ');
  return (
    <>
      <Show when={props.example.context?.firstRoll}>
        <p class="muted">{t('firstRoll')}</p>
      </Show>
      <Show when={props.example.context?.defi}>
        <p class="muted">{t('afterDefi')}</p>
      </Show>
      <Example
        dice={props.example.dice}
        data={{ figures: labels().join(' '), context: JSON.stringify(props.example.context ?? {}) }}
        result={labels().length > 0 ? t('qualifies', { labels: names() }) : t('noSquare')}
      />
    </>
  );
}

/** The game's own board, drawn for reading: nothing to tap, runs and the winning line marked. */
function ExampleBoard(props: {
  layout: Layout;
  board: readonly Owner[];
  caption?: string;
  winner?: boolean;
}) {
  const line = () => (props.winner ? (winningLine(props.board, CIRCLES) ?? []) : []);
  return (
    <figure class="rules-figure rules-board" data-points={pointsOf(props.board).join(' ')}>
      <Board
        labels={flattenLayout(props.layout)}
        board={props.board}
        names={[t('circles'), t('diamonds')]}
        colours={COLOURS}
        lit={new Set()}
        removable={new Set()}
        runs={props.winner ? [] : scoringRuns(props.board)}
        winningLine={line()}
        hinted={new Set()}
        onSquare={() => undefined}
      />
      <Show when={props.caption}>
        <figcaption>{props.caption}</figcaption>
      </Show>
    </figure>
  );
}

/** A square drawn as on the board, with one of its marks. */
function MarkSample(props: { classes?: string; label?: Label; owner?: Owner; run?: boolean }) {
  return (
    <span
      class={`ym-cell ym-mark-sample ${props.classes ?? ''}`}
      classList={{ 'in-run': props.run }}
      style={{ '--run': props.run ? `var(--player-${COLOURS[0]})` : undefined }}
      aria-hidden="true"
    >
      <Show when={props.label}>{(label) => <SquareLabel label={label()} />}</Show>
      <Show when={props.owner !== undefined && props.owner !== null}>
        <Token player={props.owner as 0 | 1} colour={COLOURS[props.owner as 0 | 1]} class="ym-cell-token" />
      </Show>
    </span>
  );
}

const FIGURE_MARKS = {
  full: 'markFull',
  carre: 'markCarre',
  yam: 'markYam',
  suite: 'markSuite',
  le8: 'markLe8',
  sec: 'markSec',
  defi: 'markDefi',
} as const;
type FigureMark = keyof typeof FIGURE_MARKS;

/** Every sign and frame a square of the board can show, drawn as the board draws it and said in words. */
function BoardMarks() {
  const states: { classes?: string; owner?: Owner; run?: boolean; words: () => string; mark: string }[] = [
    { owner: CIRCLES, words: () => t('markTokens'), mark: 'tokens' },
    { classes: 'lit', words: () => t('markLit'), mark: 'lit' },
    { classes: 'removable', owner: DIAMONDS, words: () => t('markRemovable'), mark: 'removable' },
    { owner: CIRCLES, run: true, words: () => t('markRun'), mark: 'run' },
    { classes: 'winning', owner: CIRCLES, run: true, words: () => t('markWinning'), mark: 'winning' },
    { classes: 'last-move', owner: DIAMONDS, words: () => t('markLastMove'), mark: 'last-move' },
    { classes: 'hinted', words: () => t('markHinted'), mark: 'hinted' },
  ];
  return (
    <>
      <p>{t('marksIntro')}</p>
      <ul class="rules-marks" data-testid="board-marks">
        <li data-mark="brelan">
          <MarkSample label="4" />
          <span>{t('markBrelan')}</span>
        </li>
        <For each={Object.keys(FIGURE_MARKS) as FigureMark[]}>
          {(label) => (
            <li data-mark={label}>
              <MarkSample label={label} />
              <span>{t(FIGURE_MARKS[label], { name: labelName(label) })}</span>
            </li>
          )}
        </For>
        <For each={states}>
          {(state) => (
            <li data-mark={state.mark}>
              <MarkSample classes={state.classes} owner={state.owner} run={state.run} />
              <span>{state.words()}</span>
            </li>
          )}
        </For>
      </ul>
    </>
  );
}

const paragraphs = (...texts: string[]): JSX.Element => <For each={texts}>{(text) => <p>{text}</p>}</For>;

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
