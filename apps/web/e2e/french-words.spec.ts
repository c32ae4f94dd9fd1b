// Yam Master keeps its French words (carré, sec, défi); on English screens each says what it means, visibly
// and without a hover. The other languages keep their own word, without the English explanation.
import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage } from './saved-settings.ts';
import { startYamMaster } from './start-game.ts';

async function enter(page: Page, ...values: number[]) {
  for (const value of values) await page.getByTestId(`key-${value}`).click();
}

test('English explains Carré, Sec and Défi where they appear; Dutch keeps its words alone', async ({
  page,
}) => {
  test.slow();
  await startYamMaster(page, { dice: 'Real dice at the table' });
  const figures = page.getByTestId('figures');

  // A Carré on the first roll: also a Sec. Ana has the odds shown.
  await page.getByRole('switch', { name: 'Show odds for Ana' }).check();
  await enter(page, 4, 4, 4, 4, 1);
  await expect(figures).toContainText('Carré — four of a kind');
  // The odds beside the figures keep the short names, so the board, dice, figures and odds fit at once.
  await expect(page.getByTestId('odds-panel')).toContainText('Carré');
  await expect(figures).toContainText('Sec — a figure on the first roll');
  await page.locator('[data-square].lit').first().click();

  // Ben declares a Défi: the button says what it does in words on the screen, not only in a tooltip.
  await enter(page, 2, 2, 3, 4, 6);
  const defi = page.getByRole('button', { name: 'Défi!' });
  await expect(defi).toBeVisible();
  await expect(defi).toHaveText('Défi! — declare a challenge');
  await defi.click();
  await enter(page, 1, 1, 2, 2, 2);
  await expect(figures).toContainText('Défi — a declared challenge');

  await page.goto('/settings');
  await chooseLanguage(page, 'nl');
  await page.goBack();
  await expect(figures).toContainText('De stenen maken');
  await expect(figures).toContainText('Défi');
  await expect(figures).not.toContainText('—');
  await expect(figures).not.toContainText('challenge');
});
