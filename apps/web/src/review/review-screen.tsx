// The review of a finished Jamb or Yam Master game: each person's total cost and three costliest
// decisions, and each decision at the table as it was, with what was chosen and what was best. Its state
// is in review-controller.ts.
import { createEffect, on, Show } from 'solid-js';
import { Page } from '../ui/page.tsx';
import { DecisionView } from './decision-view.tsx';
import { t } from './messages.ts';
import { createGameReview, type ReviewStatus } from './review-controller.ts';
import { Summary } from './review-summary.tsx';
import './review.css';

export default function ReviewScreen() {
  const view = createGameReview();

  let heading: HTMLHeadingElement | undefined;
  const headingRef = (element: HTMLHeadingElement) => {
    heading = element;
  };
  // Opening a decision, or going back to all players, moves the reader to the new heading.
  createEffect(on(view.opened, () => heading?.focus(), { defer: true }));

  return (
    <Page title={t('title')} back={view.back()} class="review">
      <Show when={view.status() !== 'loading'}>
        <Show when={view.status() === 'ready'} fallback={<StatusMessage status={view.status()} />}>
          <Show
            when={!view.answer.loading}
            fallback={
              <p class="lead" role="status">
                {t('working')}
              </p>
            }
          >
            <Show
              when={view.review() && view.moments()}
              fallback={
                <p class="lead" role="alert">
                  {t('failed')}
                </p>
              }
            >
              <Show
                when={view.opened()}
                keyed
                fallback={
                  <Summary
                    review={view.review()!}
                    seat={view.seat()}
                    onSeat={view.showSeat}
                    costliest={view.costliest}
                    describe={(decision) => view.words(decision, decision.chosen)}
                    cost={view.cost}
                    round={view.roundAt}
                    onOpen={view.open}
                    headingRef={headingRef}
                  />
                }
              >
                {(decision) => <DecisionView view={view} decision={decision} headingRef={headingRef} />}
              </Show>
            </Show>
          </Show>
        </Show>
      </Show>
    </Page>
  );
}

function StatusMessage(props: { status: ReviewStatus }) {
  const text = () =>
    ({
      loading: '',
      'not-found': t('notFound'),
      'not-judged': t('jamsumoNotJudged'),
      'not-finished': t('notFinished'),
      ready: '',
    })[props.status];
  return (
    <p class="lead" role="status" data-testid="review-status">
      {text()}
    </p>
  );
}
