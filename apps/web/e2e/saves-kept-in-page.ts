// Runs inside the page under test, in Playwright's tests and in the other engines' alike, so it must stay
// one function that closes over nothing.

/**
 * Resolves once every save the page has begun (games, players, and settings such as a die put down) is kept.
 * IndexedDB runs read-write transactions on the same stores in the order they were made, across
 * connections, so one made now completes after them; the app begins a save in the task that shows its
 * result, before this can run.
 */
export function savesKeptInPage(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
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
  });
}
