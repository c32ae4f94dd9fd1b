// Waiting for what the app saves to be kept, rather than for a while: a page reloaded while a save is under
// way may open on the game as it was one action before.
import type { Page } from '@playwright/test';
import { savesKeptInPage } from './saves-kept-in-page.ts';

/** Resolves once every save the page has begun is kept (see savesKeptInPage). */
export function savesKept(page: Page): Promise<void> {
  return page.evaluate(savesKeptInPage);
}
