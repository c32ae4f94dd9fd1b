import { expect, type Page, test } from '@playwright/test';
import { panelFlick } from './jamsumo-hand.ts';
import { startJamSumo } from './start-game.ts';

// A person against the computer: a whole Jam round and a whole Sumo round of a Jam Sumo game. The
// computer plans in the table worker, shows its aim, and its flicks play back like anyone's.

/** Waits until it is Ann's turn (true) or the round is over (false); the computer plays meanwhile. */
async function annOrRoundEnd(page: Page): Promise<boolean> {
  const turn = page.getByTestId('turn');
  const result = page.getByTestId('round-result');
  await expect(turn.filter({ hasText: 'Ann’s turn' }).or(result)).toBeVisible({ timeout: 60_000 });
  return !(await result.isVisible());
}

test('Ann plays a whole Jam round and a whole Sumo round against the computer', async ({ page }) => {
  test.setTimeout(600_000);
  // Ann's flicks are meant to land where aimed: she plays with a steady hand.
  await startJamSumo(page, 'Jam Sumo', ['Ann'], { hand: 0, againstComputer: true });
  const turn = page.getByTestId('turn');

  // Jam: Ann sends each of her dice from her platform towards the hole; once her supply is empty she
  // flicks a die of hers that is still in play.
  for (let flick = 0; flick < 30 && (await annOrRoundEnd(page)); flick++) {
    if ((await page.getByTestId('supply-die').count()) > 0) {
      await page.getByTestId('supply-die').first().click();
      await page.getByRole('button', { name: 'Put the die on platform 1' }).click();
    }
    await panelFlick(page, 0, 48, 15);
    if (flick === 0) {
      // The computer thinks, shows its aim on the board, and flicks; then the news is of its flick.
      await expect(turn).toHaveText('Computer 2 is aiming…', { timeout: 60_000 });
      await expect(turn).toHaveText('Computer 2 is flicking…', { timeout: 10_000 });
      await expect(page.getByTestId('news')).not.toContainText('Ann’s die', { timeout: 60_000 });
    }
  }
  const result = page.getByTestId('round-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('round-score-0')).toContainText('0');
  await result.getByRole('button', { name: 'Next round' }).click();

  // Sumo: Ann only nudges her dice (each nudge misses and removes the die) until she has none left,
  // unless the computer knocks them out first; the computer aims at her dice in between.
  await expect(turn).toHaveText('Ann’s turn');
  for (let flick = 0; flick < 30 && (await annOrRoundEnd(page)); flick++) {
    await panelFlick(page, 0, 5, 0);
  }
  await expect(result).toBeVisible();
  // Undo in a game against the computer goes back to Ann's last flick, not to the computer's.
  await page.getByRole('button', { name: /Undo the last flick/ }).click();
  await expect(turn).toHaveText('Ann’s turn', { timeout: 30_000 });
});
