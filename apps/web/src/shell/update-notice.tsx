import { createEffect, on, Show } from 'solid-js';
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

/**
 * "Ready to work offline" is good news that asks for nothing: a slim line above the screen, in the page's
 * flow so it hides nothing; it leaves at a tap or with the next screen.
 */
export function OfflineReadyNotice(props: { flow: UpdateFlow /** The screen shown. */; path?: string }) {
  createEffect(
    on(
      () => props.path,
      () => props.flow.dismissOfflineReady(),
      { defer: true },
    ),
  );
  return (
    <Show when={props.flow.offlineReady()}>
      <div class="offline-ready" role="status" data-testid="offline-ready">
        <span aria-hidden="true">✓</span>
        <span>{t('offlineReady')}</span>
        <button type="button" class="button" onClick={() => props.flow.dismissOfflineReady()}>
          {t('dismiss')}
        </button>
      </div>
    </Show>
  );
}
