import { expect, type Page, test } from '@playwright/test';
import { historyFile, ruleFixture } from './history-fixture.ts';
import { keepScreenshot } from './keep-screenshot.ts';

// A finished three-player Jamb game and a finished Yam Master game, recorded in the rules package.
const HISTORY = historyFile([
  ruleFixture('jamb/fixtures/three-players-house-rules.log.json'),
  ruleFixture('yam-master/fixtures/points-app-dice.json'),
]);

async function importGames(page: Page) {
  await page.goto('/history');
  await page
    .getByTestId('import-history')
    .setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(HISTORY) });
  await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(2);
}

for (const size of [
  { width: 1180, height: 820 },
  { width: 390, height: 844 },
]) {
  test(`Review at ${size.width}×${size.height}: the costliest decisions, each at the sheet as it was, step by step`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await importGames(page);

    // The end of the game offers the review.
    await page.getByTestId('history-list').locator('[data-game="jamb"] a.history-open').click();
    await expect(page.getByText('Game over').first()).toBeVisible();
    const review = page.getByTestId('open-review');
    await expect(review).toBeInViewport();
    await review.click();
    await expect(page).toHaveURL(/\/review\/\w+$/);

    const summary = page.getByTestId('review-summary');
    await expect(summary).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ana: the three costliest decisions' })).toBeVisible();
    await expect(page.getByTestId('review-total')).toContainText(
      /points given away in all · 167 decisions reviewed/,
    );
    const costliest = page.getByTestId('review-costliest').getByRole('button');
    await expect(costliest).toHaveCount(3);
    // Codes become words: no `keep 5 5 5 5` or `write free ones` on screen.
    await expect(costliest.first()).toContainText('Keep 5 5 5 5, throw the others');
    await expect(page.locator('main')).not.toContainText(/\bwrite (down|up|free|announced) /);

    // Another player's list.
    await page.getByRole('button', { name: /^Bram/ }).click();
    await expect(page.getByRole('heading', { name: 'Bram: the three costliest decisions' })).toBeVisible();
    await expect(costliest).toHaveCount(3);

    // The costliest decision, at the sheet as it was.
    await costliest.first().click();
    await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2 })).toContainText('Bram’s decision');
    const verdict = page.getByTestId('review-verdict');
    await expect(verdict).toContainText('Keep 6 6 6 6, throw the others');
    await expect(verdict).toContainText('Announce Four of a kind');
    await expect(verdict).toContainText(/Cost\s*50\.1 points/);
    await expect(page.getByRole('table', { name: 'Bram’s sheet at that moment' })).toBeVisible();
    await expect(page.locator('.review-die.held')).toHaveCount(4);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toBeInViewport();
    const position = page.getByTestId('review-position');
    const first = await position.textContent();

    await next.click();
    await expect(position).not.toHaveText(first!);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(position).toHaveText(first!);
    await keepScreenshot(page, `review-decision-${size.width}x${size.height}`);

    await page.getByRole('button', { name: 'All players' }).click();
    await expect(page.getByRole('heading', { name: 'Bram: the three costliest decisions' })).toBeVisible();
    await keepScreenshot(page, `review-summary-${size.width}x${size.height}`);
  });
}

test('Yam Master is reviewed from History in chances to win, with the board as it was', async ({ page }) => {
  await importGames(page);
  await page.getByRole('link', { name: /^Review the Yam Master game of / }).click();
  await expect(page.getByTestId('review-total')).toContainText('of the chance to win given away in all');
  await page.getByTestId('review-costliest').getByRole('button').first().click();
  await expect(page.getByTestId('review-verdict')).toContainText('chance to win');
  await expect(page.getByRole('region', { name: 'The board at that moment' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/history$/);
});
