import { expect, test } from '@playwright/test';
import { startJambGame, startYamMaster } from './start-game.ts';

test('Jamb: an expert computer seat plays a whole solo game, skipping ahead', async ({ page }) => {
  test.slow();
  await startJambGame(page, { players: [], computers: { 1: 'expert' }, roll: false });
  await expect(page.getByTestId('jamb-computer-turn')).toContainText('Computer (expert) is playing');
  // At the normal pace the computer's first roll shows before anything else happens.
  await expect(page.getByTestId('jamb-roll-count')).not.toHaveText(/^No roll/, { timeout: 5_000 });
  await page.getByTestId('jamb-skip-ahead').click();
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('jamb-computer-turn')).toHaveCount(0);
});

test('Jamb: Advice says what to keep, announce or write, with expected final scores, and never acts', async ({
  page,
}) => {
  await startJambGame(page, { players: [], roll: false });
  await page.getByTestId('jamb-advice-toggle').click();
  await expect(page.getByTestId('jamb-advice-main')).toContainText('Roll the dice.');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const main = page.getByTestId('jamb-advice-main');
  await expect(main).toContainText(/Keep|Roll all|Announce|Write/);
  await expect(main).toContainText('expected final score');
  await expect(page.getByTestId('jamb-advice').locator('li')).not.toHaveCount(0);
  // The advice only talks: still the first roll of the same turn.
  await expect(page.getByTestId('jamb-roll-count')).toContainText('1');
});

test('Yam Master: a hard computer opponent answers a person’s turn, and two computers play a whole game', async ({
  page,
}) => {
  test.slow();
  await startYamMaster(page, { players: [], computers: { 2: 'hard' } });
  await expect(page.getByTestId('ym-computer-turn')).toHaveCount(0);
  await page.getByRole('button', { name: 'Roll', exact: false }).first().click();
  await page.getByRole('button', { name: 'Don’t place' }).click();
  await page.getByRole('button', { name: 'Yes, end my turn' }).click();
  await expect(page.getByTestId('ym-computer-turn')).toBeVisible();
  await page.getByTestId('ym-skip-ahead').click();
  await expect(page.getByTestId('ym-computer-turn')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('status').first()).toContainText('to play');

  await startYamMaster(page, { players: [], computers: { 1: 'medium', 2: 'hard' } });
  await page.getByTestId('ym-skip-ahead').click();
  await expect(page.getByTestId('end-panel')).toBeVisible({ timeout: 90_000 });
});
