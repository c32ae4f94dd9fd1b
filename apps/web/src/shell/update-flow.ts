// The service-worker update flow as a small state machine over an abstract worker registration, so
// the prompt can be tested with a fake. The real source is workbox-window (service-worker.ts).
import { createSignal } from 'solid-js';

export interface UpdateSource {
  /** A new version is installed and waiting to take over. */
  onWaiting(listener: () => void): void;
  /** The first install finished: the app now works offline. */
  onOfflineReady(listener: () => void): void;
  /** The waiting worker took control (only after the player asked for it). */
  onControlling(listener: () => void): void;
  /** Ask the waiting worker to take over. */
  activateWaiting(): void;
}

export interface UpdateFlow {
  needRefresh(): boolean;
  offlineReady(): boolean;
  /** The player chose "Reload": activate the new version, then reload once it controls the page. */
  update(): void;
  dismissUpdate(): void;
  dismissOfflineReady(): void;
}

export function createUpdateFlow(
  source: UpdateSource,
  reload: () => void = () => location.reload(),
): UpdateFlow {
  const [needRefresh, setNeedRefresh] = createSignal(false);
  const [offlineReady, setOfflineReady] = createSignal(false);
  let playerAsked = false;
  source.onWaiting(() => setNeedRefresh(true));
  // The notice sits in the page's flow: it stays until dismissed or the next screen, since taking it
  // away on a timer would move the whole screen under a finger about to tap.
  source.onOfflineReady(() => setOfflineReady(true));
  source.onControlling(() => {
    // Another tab may activate the new worker; this page reloads only if its player asked to.
    if (playerAsked) reload();
  });
  return {
    needRefresh,
    offlineReady,
    update() {
      playerAsked = true;
      setNeedRefresh(false);
      source.activateWaiting();
    },
    dismissUpdate: () => setNeedRefresh(false),
    dismissOfflineReady: () => setOfflineReady(false),
  };
}
