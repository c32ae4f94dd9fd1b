// The table as it was when a decision was made: the dice (held ones marked), the throw it came after, and
// the deciding player's sheet (Jamb) or the board (Yam Master), read-only, with the chosen and the best
// cell or square marked.
import type { JambDecision, YamDecision } from '@dicetable/players';
import type { ReviewedDecision } from '@dicetable/players/review';
import type { JambCategory, JambColumn, JambState } from '@dicetable/rules/jamb';
import type { YamState } from '@dicetable/rules/yam-master';
import { For, Show } from 'solid-js';
import { categoryName, columnName } from '../games/jamb/labels.ts';
import { type CellMark, ScoreSheet } from '../games/jamb/score-sheet.tsx';
import { Board } from '../games/yam-master/board.tsx';
import { DieIcon } from '../ui/die-icon.tsx';
import { t } from './messages.ts';
import '../games/jamb/jamb.css';
import '../games/yam-master/yam-master.css';

export const CHOSEN_SYMBOL = '●';
export const BEST_SYMBOL = '★';

const NONE: ReadonlySet<number> = new Set();

export function MomentDice(props: {
  dice: readonly number[] | null;
  held: readonly boolean[];
  rollsUsed: number;
}) {
  return (
    <div class="review-dice">
      <p class="review-throw">
        {props.dice ? t('afterThrow', { count: props.rollsUsed }) : t('beforeFirstThrow')}
      </p>
      <Show when={props.dice}>
        {(dice) => (
          <ul class="review-dice-row" aria-label={t('dice')}>
            <For each={dice()}>
              {(face, die) => (
                <li classList={{ 'review-die': true, held: props.held[die()] === true }}>
                  <DieIcon face={face} />
                  <span class="visually-hidden">
                    {props.held[die()] ? t('dieHeld', { face }) : String(face)}
                  </span>
                  <Show when={props.held[die()]}>
                    <span class="review-held" aria-hidden="true">
                      {t('held')}
                    </span>
                  </Show>
                </li>
              )}
            </For>
          </ul>
        )}
      </Show>
    </div>
  );
}

const cellKey = (decision: JambDecision) =>
  decision.kind === 'write' ? `${decision.column}:${decision.category}` : null;

export function JambMoment(props: { state: JambState; decision: ReviewedDecision<JambDecision> }) {
  const mark = (column: JambColumn, category: JambCategory): CellMark | undefined => {
    const key = `${column}:${category}`;
    const words = { category: categoryName(category), column: columnName(column) };
    if (cellKey(props.decision.chosen.decision) === key) {
      return { kind: 'chosen', symbol: CHOSEN_SYMBOL, label: t('cellChosen', words) };
    }
    if (cellKey(props.decision.best.decision) === key) {
      return { kind: 'best', symbol: BEST_SYMBOL, label: t('cellBest', words) };
    }
    return undefined;
  };
  const name = () => props.state.setup.players[props.state.current]!.name;
  return (
    <ScoreSheet
      sheet={props.state.sheets[props.state.current]!}
      options={props.state.setup.options}
      caption={t('sheetThen', { name: name() })}
      playerIndex={props.state.current}
      mark={mark}
      closedReason={(column, category) =>
        t('cellEmpty', { category: categoryName(category), column: columnName(column) })
      }
      class="review-sheet"
    />
  );
}

const squareOf = (decision: YamDecision) =>
  decision.kind === 'place' || decision.kind === 'remove' ? decision.square : undefined;

export function YamMoment(props: { state: YamState; decision: ReviewedDecision<YamDecision> }) {
  const players = () => props.state.setup.players;
  const best = () => squareOf(props.decision.best.decision);
  return (
    <section class="review-board" aria-label={t('boardThen')}>
      <Board
        labels={props.state.labels}
        board={props.state.board}
        names={[players()[0].name, players()[1].name]}
        colours={[players()[0].colour, players()[1].colour]}
        lit={NONE}
        removable={NONE}
        runs={[]}
        winningLine={[]}
        hinted={best() === undefined ? NONE : new Set([best()!])}
        lastMove={squareOf(props.decision.chosen.decision)}
        onSquare={() => undefined}
      />
    </section>
  );
}
