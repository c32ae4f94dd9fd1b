// Waiting for what the app saves to be kept, rather than for a while: a page reloaded while a save is under
// way may open on the game as it was one action before.
import type { Page } from '@playwright/test';

/**
 * Resolves once every save the page has begun (games, players, and settings such as a die put down) is kept.
 * IndexedDB runs read-write transactions on the same stores in the order they were made, across
 * connections, so one made now completes after them; the app begins a save in the task that shows its
 * result, before this can run.
 */
export function savesKept(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('dicetable');
        // No database yet: the page has saved nothing, and this must not create one the app would then
        // have to upgrade from an empty first version.
        let none = false;
        request.onupgradeneeded = () => {
          none = true;
          request.transaction?.abort();
        };
        request.onerror = () => (none ? resolve() : reject(request.error));
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(['games', 'settings', 'players'], 'readwrite');
          tx.objectStore('games').count();
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}
