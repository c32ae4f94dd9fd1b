// A thrown roll stands: Undo takes back decisions, never a throw of the app's dice, and says so in words;
// the same dice are on the table after an undo, a reload and in the exported file. With real dice Undo
// corrects the dice typed for the last throw.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { savesKept } from './saved-games.ts';
import { startJambGame } from './start-game.ts';

const shownDice = (page: Page) =>
  page.locator('.dice-die').evaluateAll((dice) => dice.map((die) => die.getAttribute('data-value')).join(''));

test('Jamb: roll, undo, roll — the throw stands across an undo, a reload and an export', async ({ page }) => {
  await startJambGame(page, { players: ['Ana'], roll: false });
  const undo = page.getByTestId('jamb-undo');
  // Nothing to take back yet.
  await expect(undo).toBeDisabled();

  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');
  const thrown = await shownDice(page);
  expect(thrown).toMatch(/^[1-6]{5}$/);

  // Undo is refused in words: the same dice stay on the table.
  await expect(undo).toBeDisabled();
  await undo.click({ force: true });
  await expect(page.getByTestId('jamb-undo-why')).toHaveText(
    'A throw stands: dice once thrown can’t be taken back.',
  );
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');
  expect(await shownDice(page)).toBe(thrown);

  // A hold is a decision: undone, the die is free again and the dice are the same.
  await page.locator('[data-die="0"]').click();
  await expect(page.locator('[data-die="0"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(page.locator('[data-die="0"]')).toHaveAttribute('aria-pressed', 'false');
  expect(await shownDice(page)).toBe(thrown);
  await expect(undo).toBeDisabled();

  await savesKept(page);
  await page.reload();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');
  expect(await shownDice(page)).toBe(thrown);
  await expect(page.getByTestId('jamb-undo')).toBeDisabled();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export game file' }).click();
  const log = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  // The log holds the roll with the dice it showed, and nothing in its place: no burn.
  expect(log.actions).toEqual([{ type: 'roll', dice: [...thrown].map(Number) }]);

  await page.getByRole('button', { name: 'Roll again' }).click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 2 of 3');
  await expect(page.getByTestId('jamb-undo')).toBeDisabled();
});

test('Jamb with real dice: Undo corrects the dice typed for the last throw', async ({ page }) => {
  await startJambGame(page, { players: ['Ana'], dice: 'Real dice', roll: false });
  const keypad = page.locator('.dice-keypad');
  for (const value of [1, 2, 3, 4, 5]) await keypad.locator(`[data-key="${value}"]`).click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');
  const undo = page.getByTestId('jamb-undo');
  await expect(undo).toHaveText('↶ Correct the dice');
  await undo.click();
  // The same throw, typed again: still the first.
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Not rolled yet');
  for (const value of [1, 2, 3, 4, 6]) await keypad.locator(`[data-key="${value}"]`).click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');
  expect(await shownDice(page)).toBe('12346');
});
