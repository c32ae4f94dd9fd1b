import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { savesKept } from './saved-games.ts';

const yamLine = readFileSync(
  new URL('../../../packages/rules/src/yam-master/fixtures/line-win-real-dice.json', import.meta.url),
);

test('the Players screen lists the players of a game imported from a file', async ({ page }) => {
  await page.goto('/history/players');
  await expect(page.getByText(/^No players yet/)).toBeVisible();
  await page.goto('/yam-master');
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: yamLine });
  await expect(page).toHaveURL(/\/yam-master\/\w+/);
  await savesKept(page);

  await page.goto('/history/players');
  const list = page.getByTestId('player-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('link', { name: 'Statistics of Ana' })).toBeVisible();
  await list.getByRole('link', { name: 'Statistics of Ben' }).click();
  await expect(page.getByTestId('statistics')).toContainText('Statistics of Ben · 1 finished game');
});
