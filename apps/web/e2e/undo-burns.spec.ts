// Undo never reveals the future: the undone roll's draws stay used, in the saved game and its file.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startJambGame } from './start-game.ts';

test('Jamb: an undone roll stays burned across a reload and an export', async ({ page }) => {
  await startJambGame(page, { players: ['Ana'], roll: false });

  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');
  await page.getByTestId('jamb-undo').click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Not rolled yet');
  // A burn is not a move: there is nothing left to take back.
  await expect(page.getByTestId('jamb-undo')).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Not rolled yet');
  await expect(page.getByTestId('jamb-undo')).toBeDisabled();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export game file' }).click();
  const log = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(log.actions).toEqual([{ type: 'burn', draws: expect.any(Number) }]);
  expect(log.actions[0].draws).toBeGreaterThanOrEqual(5);

  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('jamb-undo')).toBeEnabled();
});
