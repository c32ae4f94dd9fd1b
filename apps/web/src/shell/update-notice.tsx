import { createEffect, on, onCleanup, Show } from 'solid-js';
import { gameInPlay } from './game-in-play.ts';
import { t } from './messages.ts';
import type { UpdateFlow } from './update-flow.ts';

/** Non-blocking notices at the bottom of the screen: never reloads without the player's tap. */
export function UpdateNotice(props: { flow: UpdateFlow }) {
  return (
    <Show when={props.flow.needRefresh()}>
      <div class="notice" role="status" data-testid="update-notice">
        <span>{t('updateAvailable')}</span>
        <button type="button" class="button primary" onClick={() => props.flow.update()}>
          {t('reload')}
        </button>
        <button type="button" class="button" onClick={() => props.flow.dismissUpdate()}>
          {t('dismiss')}
        </button>
      </div>
    </Show>
  );
}

/** How long the ready-to-work-offline note stays unless tapped away: long enough to read twice. */
export const OFFLINE_READY_MS = 8000;

/**
 * "Ready to work offline" is good news that asks for nothing: a note among the notices at the foot of the
 * screen, where it is seen and moves nothing. A game in play is left alone: news that comes then waits
 * for the next screen. It leaves at a tap, with the next screen, or after a few seconds.
 */
export function OfflineReadyNotice(props: { flow: UpdateFlow /** The screen shown. */; path: string }) {
  const shown = () => props.flow.offlineReady() && !gameInPlay(props.path);
  createEffect(
    on(
      () => props.path,
      (_path, left) => {
        if (left !== undefined && !gameInPlay(left)) props.flow.dismissOfflineReady();
      },
    ),
  );
  createEffect(() => {
    if (!shown()) return;
    const timer = setTimeout(() => props.flow.dismissOfflineReady(), OFFLINE_READY_MS);
    onCleanup(() => clearTimeout(timer));
  });
  return (
    <Show when={shown()}>
      <div class="notice offline-ready" role="status" data-testid="offline-ready">
        <span aria-hidden="true">✓</span>
        <span>{t('offlineReady')}</span>
        <button type="button" class="button" onClick={() => props.flow.dismissOfflineReady()}>
          {t('dismiss')}
        </button>
      </div>
    </Show>
  );
}
