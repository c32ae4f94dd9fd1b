import { expect, type Page, test } from '@playwright/test';
import { savesKept } from './saved-games.ts';
import { startYamMaster } from './start-game.ts';

const square = (page: Page, row: number, column: number) =>
  page.locator(`[data-square="${row * 5 + column}"]`);

async function enter(page: Page, ...values: number[]) {
  for (const value of values) await page.getByTestId(`key-${value}`).click();
}

async function hold(page: Page, ...dice: number[]) {
  for (const die of dice) await page.getByTestId(`die-${die}`).click();
}

async function place(page: Page, row: number, column: number) {
  await expect(square(page, row, column)).toHaveClass(/\blit\b/);
  await square(page, row, column).click();
}

test('a whole game with real dice: Sec, Défi won and lost, a Yam removal, Ana wins with a line', async ({
  page,
}) => {
  // About sixty taps: allow for a busy machine.
  test.slow();
  await startYamMaster(page, { dice: 'Real dice at the table' });
  const status = page.getByRole('status').first();
  await expect(page.getByRole('button', { name: 'Défi!' })).toHaveCount(0);

  await enter(page, 1, 1, 1, 2, 3);
  await expect(page.getByTestId('figures')).toContainText('Three 1s');
  await place(page, 0, 0);
  await expect(status).toContainText('Ben to play');

  await enter(page, 2, 2, 2, 5, 6);
  await hold(page, 0, 1, 2);
  await enter(page, 2, 4);
  await expect(page.getByRole('button', { name: 'Défi!' })).toHaveCount(0);
  await place(page, 1, 1);

  await enter(page, 3, 3, 3, 4, 5);
  await place(page, 0, 1);

  // Sec: a Suite on the first roll.
  await enter(page, 1, 2, 3, 4, 5);
  await expect(page.getByTestId('figures')).toContainText('Sec');
  await place(page, 1, 2);

  // Défi won: declared after roll 1, a Full after roll 2.
  await enter(page, 2, 2, 3, 4, 6);
  await page.getByRole('button', { name: 'Défi!' }).click();
  await expect(page.getByText('Défi declared')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Don’t place' })).toHaveCount(0);
  await enter(page, 1, 1, 2, 2, 2);
  await expect(page.getByTestId('figures')).toContainText('Défi');
  await place(page, 0, 2);

  // Défi lost: only a brelan after roll 3; no square lights up.
  await enter(page, 5, 5, 1, 2, 3);
  await page.getByRole('button', { name: 'Défi!' }).click();
  await hold(page, 0, 1);
  await enter(page, 4, 6, 2);
  // No figure after the second roll, but a roll is left: the Défi has not failed yet.
  await expect(page.getByTestId('ym-turn-message')).toHaveText(
    'No figure yet: the Défi can still succeed with the last roll.',
  );
  await expect(page.getByText('The Défi failed')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Don’t place' })).toBeVisible();
  await enter(page, 5, 6, 2);
  await expect(page.getByText('The Défi failed')).toBeVisible();
  await expect(page.locator('.ym-cell.lit')).toHaveCount(0);
  await page.getByRole('button', { name: 'End the turn' }).click();
  await expect(status).toContainText('Ben’s Défi failed');

  await enter(page, 4, 4, 4, 1, 2);
  await place(page, 0, 3);

  // Yam predator: Ben removes Ana's token from the 4.
  await enter(page, 6, 6, 6, 6, 6);
  await page.getByRole('button', { name: 'Remove an opponent token instead' }).click();
  await expect(square(page, 0, 3)).toHaveClass(/removable/);
  await square(page, 0, 3).click();
  await expect(square(page, 0, 3)).toHaveAttribute('data-owner', '');
  await expect(status).toContainText('Ben rolled a Yam and removed a token');

  await enter(page, 6, 6, 6, 1, 2);
  await place(page, 0, 4);
  // Ana's 1 3 Défi in a row scores on the way.
  await enter(page, 3, 3, 3, 3, 1);
  await place(page, 4, 2);
  await enter(page, 4, 4, 4, 5, 5);
  await place(page, 0, 3);

  await expect(page.getByTestId('end-panel')).toContainText('Ana wins with a line of five!');
  await expect(page.locator('.ym-cell.winning')).toHaveCount(5);

  // Undo takes back the winning token; placing again wins again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('end-panel')).toHaveCount(0);
  await expect(page.getByTestId('points-0')).toHaveText('1 point');
  await expect(page.locator('.ym-cell.in-run')).toHaveCount(3);
  await place(page, 0, 3);
  await expect(page.getByTestId('end-panel')).toBeVisible();

  await page.getByRole('link', { name: 'All games' }).click();
  await expect(page.getByTestId('saved-game').first()).toContainText('Finished');
});

test('reload in the middle of a turn restores the dice, holds and Défi', async ({ page }) => {
  await startYamMaster(page);
  await page.getByRole('button', { name: 'Roll' }).click();
  await hold(page, 0, 3);
  await page.getByRole('button', { name: 'Défi!' }).click();
  const dice = await page
    .locator('.dice-die')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  await savesKept(page);
  await page.reload();
  await expect(page.getByText('Défi declared')).toBeVisible();
  expect(
    await page
      .locator('.dice-die')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))),
  ).toEqual(dice);
  await expect(page.getByTestId('die-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Roll 1 of 3')).toBeVisible();
});

test('export, then import: a bad file is refused with a message and nothing is lost', async ({ page }) => {
  await startYamMaster(page, { dice: 'Real dice at the table' });
  await enter(page, 2, 2, 2, 5, 5);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const exported = await (await downloading).path();
  await page.goto('/yam-master');
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  await page.getByTestId('import-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"dicetable-game-log","version":9,"game":"yam-master"}'),
  });
  await expect(page.getByTestId('import-error')).toContainText('newer Dicetable');
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  await page.getByTestId('import-file').setInputFiles(exported);
  await expect(page.getByTestId('figures')).toContainText('Full');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByTestId('saved-game')).toHaveCount(2);
});

test('odds hints per player follow the dice', async ({ page }) => {
  await startYamMaster(page);
  await page.getByRole('switch', { name: 'Show odds for Ana' }).check();
  await expect(page.getByTestId('odds-panel')).toContainText('Yam:');
  await page.getByRole('button', { name: 'Roll' }).click();
  await expect(page.getByTestId('odds-panel')).toContainText('Défi now:');
  const yam = page.getByTestId('odds-panel').getByRole('button', { name: /^Yam:/ });
  await yam.click();
  await expect(yam).toHaveAttribute('aria-pressed', 'true');
  // The best hold for a Yam keeps at least one die: it lights up on the tray.
  await expect(page.locator('.dice-die.suggested').first()).toBeVisible();
  await page.getByRole('button', { name: 'Don’t place' }).click();
  await page.getByRole('button', { name: 'Yes, end my turn' }).click();
  await expect(page.getByTestId('odds-panel')).toHaveCount(0);
});

test('a game can start on a board loaded from a file', async ({ page }) => {
  await page.goto('/yam-master');
  await page.getByTestId('layout-file').setInputFiles({
    name: 'board.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('yam 1 2 3 4\n5 6 full carre suite\nle8 sec defi 1 2\n3 4 5 6 full\n1 2 3 4 5\n'),
  });
  await expect(page.getByText('Board loaded from the file')).toBeVisible();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('[data-square="0"]')).toHaveAttribute('data-label', 'yam');
  await expect(page.locator('[data-square="12"]')).toHaveAttribute('data-label', 'defi');
});
