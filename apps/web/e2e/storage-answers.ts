// The browser's answers about persistent storage, decided by a test: whether the games are kept for good
// already, and whether asking makes them so.
import type { Page } from '@playwright/test';

/** Sets the answers before the app loads. */
export async function storageAnswers(page: Page, answers: { persisted: boolean; grant: boolean }) {
  await page.addInitScript((given) => {
    let kept = given.persisted;
    Object.defineProperty(StorageManager.prototype, 'persisted', { value: async () => kept });
    Object.defineProperty(StorageManager.prototype, 'persist', {
      value: async () => {
        kept = given.grant;
        return kept;
      },
    });
  }, answers);
}
