// The review's summary: each person's total cost, and the chosen seat's three costliest decisions,
// each opening that decision.
import type { GameReview, ReviewedDecision } from '@dicetable/players/review';
import { For, Show } from 'solid-js';
import { reviewFigure } from './decision-words.ts';
import { t } from './messages.ts';

export function Summary(props: {
  review: GameReview;
  seat: number;
  onSeat: (seat: number) => void;
  costliest: (seat: number) => ReviewedDecision[];
  describe: (decision: ReviewedDecision) => string;
  cost: (value: number) => string;
  round: (action: number) => number;
  onOpen: (decision: ReviewedDecision) => void;
  headingRef: (element: HTMLHeadingElement) => void;
}) {
  const player = () => props.review.players.find((entry) => entry.seat === props.seat)!;
  const total = (value: number) => {
    const rounded = Math.round(value * 10) / 10;
    const figures = { total: reviewFigure(rounded), count: rounded };
    return props.review.unit === 'points' ? t('totalPoints', figures) : t('totalWin', figures);
  };
  return (
    <section class="review-summary" data-testid="review-summary">
      <p class="review-lead">{props.review.unit === 'points' ? t('leadPoints') : t('leadWin')}</p>
      <ul class="review-players" aria-label={t('players')}>
        <For each={props.review.players}>
          {(entry) => (
            <li>
              <button
                type="button"
                class="button review-player"
                aria-pressed={entry.seat === props.seat}
                onClick={() => props.onSeat(entry.seat)}
              >
                <span class="review-player-name">{entry.name}</span>
                <span class="review-player-total">
                  {entry.reviewed ? props.cost(entry.totalCost) : t('computerSeat', { name: entry.name })}
                </span>
              </button>
            </li>
          )}
        </For>
      </ul>
      <h2 tabindex="-1" ref={props.headingRef} data-testid="review-player-title">
        {t('costliest', { name: player().name })}
      </h2>
      <Show
        when={player().reviewed}
        fallback={<p class="muted">{t('computerSeat', { name: player().name })}</p>}
      >
        <p class="review-total" data-testid="review-total">
          {total(player().totalCost)} · {t('judgedCount', { count: player().decisions })}
        </p>
        <Show
          when={props.costliest(props.seat).length > 0}
          fallback={<p class="muted">{t('nothingCostly', { name: player().name })}</p>}
        >
          <ol class="review-costliest" data-testid="review-costliest">
            <For each={props.costliest(props.seat)}>
              {(decision) => (
                <li>
                  <button
                    type="button"
                    class="button review-open"
                    aria-label={t('openDecision', {
                      turn: props.round(decision.action),
                      choice: props.describe(decision),
                      cost: props.cost(decision.cost),
                    })}
                    onClick={() => props.onOpen(decision)}
                  >
                    <span class="review-open-turn">{t('turn', { count: props.round(decision.action) })}</span>
                    <span class="review-open-choice">{props.describe(decision)}</span>
                    <span class="review-open-cost">{props.cost(decision.cost)}</span>
                  </button>
                </li>
              )}
            </For>
          </ol>
        </Show>
      </Show>
    </section>
  );
}
