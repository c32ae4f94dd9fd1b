import { Workbox } from 'workbox-window';
import type { UpdateSource } from './update-flow.ts';

/** Registers the production service worker; undefined where there is none (dev, old browsers). */
export function registerServiceWorker(): UpdateSource | undefined {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  const source: UpdateSource = {
    onWaiting: (listener) => workbox.addEventListener('waiting', () => listener()),
    onOfflineReady: (listener) =>
      workbox.addEventListener('installed', (event) => {
        if (!event.isUpdate) listener();
      }),
    onControlling: (listener) =>
      workbox.addEventListener('controlling', (event) => {
        if (event.isUpdate) listener();
      }),
    activateWaiting: () => workbox.messageSkipWaiting(),
  };
  // Listeners are attached by the flow before this runs, so no event is missed.
  queueMicrotask(() => {
    workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  });
  return source;
}
