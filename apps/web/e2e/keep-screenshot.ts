// Pictures of screens for a person to look at. No check reads them and a full page costs about a second,
// so a test run takes them only when asked: `npm run screenshots` (DICETABLE_SCREENSHOTS=1) writes each
// under test-results/screens/.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const keepingScreenshots = Boolean(process.env.DICETABLE_SCREENSHOTS);

/** Keeps a picture of the page as test-results/screens/<name>.png, when asked. */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!keepingScreenshots) return;
  const path = fileURLToPath(new URL(`../test-results/screens/${name}.png`, import.meta.url));
  await page.screenshot({ path, ...options });
}
