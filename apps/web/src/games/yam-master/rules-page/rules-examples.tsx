// Yam Master's worked examples on the rules page: the dice of each figure, the example boards and the
// marks a square can show, worked out by @dicetable/rules and drawn with the game's own board.
import {
  type FigureContext,
  figuresOf,
  flattenLayout,
  type Label,
  type Layout,
  type Owner,
  pointsOf,
  SQUARES,
  scoringRuns,
  winningLine,
} from '@dicetable/rules/yam-master';
import { For, Show } from 'solid-js';
import { Example } from '../../../how-to-play/rules-document.tsx';
import { Board } from '../board.tsx';
import { labelName, SquareLabel, Token } from '../labels.tsx';
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

export function boardOf(tokens: Partial<Record<number, Owner>>): Owner[] {
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
export function ExampleBoard(props: {
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
export function BoardMarks() {
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
