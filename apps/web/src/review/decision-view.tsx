// One decision of the review: the moment at the table as it was, what was chosen and what was best with
// their figures and the cost, every option, and Previous/Next through the seat's costly decisions.
import type { JambDecision, YamDecision } from '@dicetable/players';
import type { ReviewedDecision } from '@dicetable/players/review';
import type { JambState } from '@dicetable/rules/jamb';
import type { YamState } from '@dicetable/rules/yam-master';
import { For, Show } from 'solid-js';
import { formatNumber } from '../i18n/format.ts';
import { t } from './messages.ts';
import { BEST_SYMBOL, CHOSEN_SYMBOL, JambMoment, MomentDice, YamMoment } from './moment-view.tsx';
import { expected, type GameReviewView } from './review-controller.ts';

export function DecisionView(props: {
  view: GameReviewView;
  decision: ReviewedDecision;
  headingRef: (element: HTMLHeadingElement) => void;
}) {
  const { view, decision } = props;
  const list = () => view.steps(decision.player);
  const position = () => list().findIndex((step) => step.action === decision.action);
  const name = () => view.review()!.players[decision.player]!.name;
  const state = () => view.stateAt(decision.action);
  return (
    <section class="review-decision" aria-labelledby="review-decision-title">
      <div class="review-decision-panel">
        <h2 id="review-decision-title" tabindex="-1" ref={props.headingRef}>
          {t('turn', { count: view.roundAt(decision.action) })} · {t('decisionOf', { name: name() })}
        </h2>
        <nav class="review-steps" aria-label={t('decisionOf', { name: name() })}>
          <button
            type="button"
            class="button"
            disabled={position() <= 0}
            onClick={() => view.open(list()[position() - 1]!)}
          >
            {t('previous')}
          </button>
          <button type="button" class="button" onClick={() => view.showSeat(decision.player)}>
            {t('backToSummary')}
          </button>
          <button
            type="button"
            class="button primary"
            disabled={position() < 0 || position() >= list().length - 1}
            onClick={() => view.open(list()[position() + 1]!)}
          >
            {t('next')}
          </button>
        </nav>
        <Show when={position() >= 0}>
          <p class="review-position" data-testid="review-position">
            {t('position', {
              n: formatNumber(position() + 1),
              of: formatNumber(list().length),
            })}
          </p>
        </Show>
        <MomentOf state={state()} />
        <dl class="review-verdict" data-testid="review-verdict">
          <VerdictRow
            class="review-chosen"
            symbol={CHOSEN_SYMBOL}
            label={t('chosen')}
            words={view.words(decision, decision.chosen)}
            expected={expected(decision.chosen, view.unit())}
          />
          <VerdictRow
            class="review-best"
            symbol={BEST_SYMBOL}
            label={t('best')}
            words={view.words(decision, decision.best)}
            expected={expected(decision.best, view.unit())}
          />
          <div class="review-cost">
            <dt>{t('cost')}</dt>
            <dd>{view.cost(decision.cost)}</dd>
          </div>
        </dl>
      </div>
      <div class="review-table">
        <Show
          when={view.saved()!.game === 'jamb'}
          fallback={
            <YamMoment state={state() as YamState} decision={decision as ReviewedDecision<YamDecision>} />
          }
        >
          <JambMoment state={state() as JambState} decision={decision as ReviewedDecision<JambDecision>} />
        </Show>
      </div>
      <div class="review-options-part">
        <h3 class="review-options-title">{t('options')}</h3>
        <ol class="review-options">
          <For each={decision.options}>
            {(option) => (
              <li>
                <span>{view.words(decision, option)}</span>
                <span class="review-expected">{expected(option, view.unit())}</span>
              </li>
            )}
          </For>
        </ol>
      </div>
    </section>
  );
}

/** One side of a decision's verdict: what it was, in words, with its expected figure. */
function VerdictRow(props: {
  class: string;
  symbol: string;
  label: string;
  words: string;
  expected: string;
}) {
  return (
    <div class={props.class}>
      <dt>
        <span aria-hidden="true">{props.symbol} </span>
        {props.label}
      </dt>
      <dd>
        {props.words} <span class="review-expected">({props.expected})</span>
      </dd>
    </div>
  );
}

function MomentOf(props: { state: unknown }) {
  const turn = () => (props.state as JambState | YamState).turn;
  return <MomentDice dice={turn().dice} held={turn().held} rollsUsed={turn().rollsUsed} />;
}
