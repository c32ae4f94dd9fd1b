// The dice the reader is least sure of are marked for the player to check first, and a die the player
// has checked is no longer marked. Its own file: the fake camera's picture is fixed when the browser starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import { fakeCameraShows } from './camera-feed.ts';
import { cameraOnNewJamb } from './camera-setting.ts';
import { keepScreenshot } from './keep-screenshot.ts';

// A held-out photo of five dice (CC BY 4.0, packages/vision/DATA.md) in which the reader reads every die
// right, two of them with little certainty (`read-dice` gives them 0.15 and 0.17).
const PHOTO = fileURLToPath(
  new URL(
    '../../../packages/vision/samples/images/PXL_20240219_191702252_jpg.rf.f7714ef3f7d23edf143450bad5ac5256.jpg',
    import.meta.url,
  ),
);
fakeCameraShows(jpeg.decode(readFileSync(PHOTO), { useTArray: true }), 'camera-unsure');

test('the dice read with little certainty are marked until the player checks them', async ({ page }) => {
  const dialog = await cameraOnNewJamb(page);
  const status = dialog.getByRole('status');
  await expect(status).toContainText(/^Read: [1-6]( [1-6]){4}\. Check them; tap a die to correct it\./, {
    timeout: 30_000,
  });
  await expect(status).toContainText(
    'The dice marked “?” are those the reader is least sure of: check them first.',
  );
  // Advice on a line of its own, in the weight of body text, below the reading.
  const advice = dialog.getByTestId('camera-unsure');
  await expect(advice).toHaveCSS('display', 'block');
  await expect(advice).toHaveCSS('font-weight', '400');

  const unsure = dialog.getByRole('button', {
    name: /^Die \d: [1-6], read with little certainty\. Check it or correct it$/,
  });
  const marked = await unsure.count();
  expect(marked).toBeGreaterThan(0);
  expect(marked).toBeLessThan(5);
  // Over the picture too: each marked die's value carries a "?", and no other does.
  await expect(dialog.locator('.camera-die.proposed.unsure text')).toHaveCount(marked);
  for (const text of await dialog.locator('.camera-die.proposed.unsure text').allTextContents()) {
    expect(text).toMatch(/^[1-6]\?$/);
  }
  for (const text of await dialog.locator('.camera-die.proposed:not(.unsure) text').allTextContents()) {
    expect(text).toMatch(/^[1-6]$/);
  }
  await keepScreenshot(page, 'camera-unsure');

  // The player looks, and confirms the value read: the die is now sure, the others still marked.
  const first = unsure.first();
  const value = await first.getAttribute('data-value');
  const label = (await first.getAttribute('aria-label'))!;
  const die = label.match(/^Die (\d)/)![1];
  await first.click();
  await dialog
    .getByRole('group', { name: `Die ${die} shows` })
    .getByRole('button', { name: `Set to ${value}` })
    .click();
  await expect(dialog.getByRole('button', { name: `Die ${die}: ${value}. Correct it` })).toBeVisible();
  await expect(unsure).toHaveCount(marked - 1);
  if (marked === 1) await expect(status).not.toContainText('least sure');
});
