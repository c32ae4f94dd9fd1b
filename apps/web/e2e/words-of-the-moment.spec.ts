// Saved-game lines are worked out from the game when shown, in the language of the moment: a game saved
// while English was on is listed in Dutch once Dutch is chosen.
import { expect, test } from '@playwright/test';

test('the JamSumo list speaks the language of the moment, for a game saved in English', async ({ page }) => {
  await page.goto('/jamsumo/new/pad');
  await page.getByRole('radio', { name: 'Jam', exact: true }).check();
  await page.getByRole('combobox', { name: 'Name of player 1' }).fill('Ana');
  await page.getByRole('combobox', { name: 'Name of player 2' }).fill('Ben');
  await page.getByRole('button', { name: 'Start game', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Score pad' })).toBeVisible();
  await page.goto('/jamsumo');
  const line = page.getByTestId('jamsumo-saved-game');
  await expect(line).toContainText('Jam · Score pad');
  await expect(line).toContainText('Round 1 of 2');

  await page.goto('/settings');
  await page.getByTestId('language-select').selectOption('nl');
  await page.goto('/jamsumo');
  // Before, the line kept the words it was saved with: "Jam · Score pad", "Round 1 of 2".
  await expect(line).toContainText('Jam · Scoreblok');
  await expect(line).toContainText('Ronde 1 van 2');
  await expect(line).not.toContainText('Score pad');
  await expect(line).not.toContainText('Round');
});
