// The camera is a trial the player turns on in the settings; browser tests of the camera turn it on first.
import { expect, type Page } from '@playwright/test';
import { savedSetting } from './saved-settings.ts';
import { startJambGame } from './start-game.ts';

export const cameraSwitch = (page: Page) => page.getByRole('switch', { name: /^Read dice with the camera/ });

/** Turns on “Read dice with the camera” in the settings, and waits until it is kept across a reload. */
export async function offerCamera(page: Page) {
  await page.goto('/settings');
  // A switch turned before the saved settings have loaded is turned back by them: turned again then.
  await expect(async () => {
    await cameraSwitch(page).check();
    await expect.poll(() => savedSetting(page, 'cameraDice'), { timeout: 2000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect(cameraSwitch(page)).toBeChecked();
}

/** Turns the camera on, starts a solo Jamb game with real dice and opens the camera on the first throw. */
export async function cameraOnNewJamb(page: Page) {
  await offerCamera(page);
  await startJambGame(page, { players: ['Ana'], dice: 'Real dice', roll: false });
  await page.getByRole('button', { name: 'Read the 5 dice thrown with the camera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Read the dice with the camera' });
  await dialog.getByRole('button', { name: 'Use the camera' }).click();
  return dialog;
}
