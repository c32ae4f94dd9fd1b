// The game's end: who won and how, both players' points, and the way to a new game.
import { A } from '@solidjs/router';
import { t as sessionT } from '../../session/messages.ts';
import { t } from './messages.ts';

export function EndPanel(props: {
  result: string;
  names: [string, string];
  points: readonly [number, number];
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
        <A href="/yam-master" class="button primary">
          {sessionT('newGame')}
        </A>
        <A href="/yam-master" class="button">
          {t('backToGames')}
        </A>
      </div>
    </section>
  );
}
