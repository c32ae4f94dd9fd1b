// The game's end: who won and how, both players' points, and the way to a new game.
import { A } from '@solidjs/router';
import { Show } from 'solid-js';
import { t as reviewT } from '../../review/messages.ts';
import { ReviewLink } from '../../review/review-link.tsx';
import { t as sessionT } from '../../session/messages.ts';
import { t } from './messages.ts';

export function EndPanel(props: {
  result: string;
  names: [string, string];
  points: readonly [number, number];
  /** The game's review screen; none for a game with nothing saved to review. */
  reviewHref?: string;
}) {
  return (
    <section class="ym-end" aria-labelledby="ym-end-title" data-testid="end-panel">
      <h2 id="ym-end-title">{t('gameOver')}</h2>
      <p class="ym-end-result">{props.result}</p>
      <p>
        {props.names[0]}: {t('points', { n: props.points[0] })} · {props.names[1]}:{' '}
        {t('points', { n: props.points[1] })}
      </p>
      <div class="ym-end-actions">
        <Show when={props.reviewHref}>
          {(href) => (
            <ReviewLink href={href()} players={2} warmAtOnce class="button primary" testId="open-review">
              {reviewT('review')}
            </ReviewLink>
          )}
        </Show>
        <A href="/yam-master" class={props.reviewHref ? 'button' : 'button primary'}>
          {sessionT('newGame')}
        </A>
        <A href="/yam-master" class="button">
          {t('backToGames')}
        </A>
      </div>
    </section>
  );
}
