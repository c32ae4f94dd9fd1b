import { expect, type Page } from '@playwright/test';

/** Opens the home screen and waits until its service worker has precached the app and controls the page. */
export async function untilServiceWorkerControls(page: Page) {
  await page.goto('/');
  // Precaching the whole app can take a while on a busy machine.
  await expect(page.getByTestId('offline-ready')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}
