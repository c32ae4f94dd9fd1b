// The camera is a trial the player turns on in the settings; browser tests of the camera turn it on first.
import { expect, type Page } from '@playwright/test';

export const cameraSwitch = (page: Page) => page.getByRole('switch', { name: /^Read dice with the camera/ });

/** Turns on “Read dice with the camera” in the settings, and waits until it is kept across a reload. */
export async function offerCamera(page: Page) {
  await page.goto('/settings');
  await expect(async () => {
    await cameraSwitch(page).check();
    await page.waitForTimeout(300);
    await page.reload();
    await expect(cameraSwitch(page)).toBeChecked({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
