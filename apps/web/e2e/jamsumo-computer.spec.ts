import { expect, type Page, test } from '@playwright/test';
import { panelFlick } from './jamsumo-hand.ts';
import { startJamSumo } from './start-game.ts';

// A person against the computer: a whole Jam round and a whole Sumo round of a Jam Sumo game. The
// computer plans in the table worker, shows its aim, and its flicks play back like anyone's; they stand,
// as every flick does, and Undo takes back only Ann's die put on her platform and not yet flicked.

const COMPUTER_STANDS = 'The computer’s move stands: undo takes back only what people at the table decided.';
const FLICK_STANDS = 'A flick stands: the dice stay where they came to rest, as on the wooden board.';

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
  const undo = page.getByTestId('js-undo');
  const why = page.getByTestId('js-undo-why');

  // Jam: Ann sends each of her dice from her platform towards the hole; once her supply is empty she
  // flicks a die of hers that is still in play.
  for (let flick = 0; flick < 30 && (await annOrRoundEnd(page)); flick++) {
    if (flick === 1) {
      // The computer has flicked since Ann's first flick: Undo never reaches into its turn, and the
      // control says why; nothing changes on the table.
      await expect(undo).toHaveAttribute('aria-disabled', 'true');
      await undo.click({ force: true });
      await expect(why).toHaveText(COMPUTER_STANDS);
      await expect(turn).toHaveText('Ann’s turn');
    }
    const supply = await page.getByTestId('supply-die').count();
    if (supply > 0) {
      await page.getByTestId('supply-die').first().click();
      await page.getByRole('button', { name: 'Put the die on platform 1' }).click();
      if (flick === 1) {
        // Ann's own decision, not yet flicked, is hers to take back: the die returns to her supply.
        await expect(undo).not.toHaveAttribute('aria-disabled');
        await expect(page.getByTestId('player-0').locator('.js-supply .die-face')).toHaveCount(supply - 1);
        await undo.click();
        await expect(page.getByTestId('announce')).toHaveText('The die is back in the supply.');
        await expect(page.getByTestId('player-0').locator('.js-supply .die-face')).toHaveCount(supply);
        await expect(page.getByTestId('supply-die')).toHaveCount(supply);
        await expect(undo).toHaveAttribute('aria-disabled', 'true');
        await page.getByTestId('supply-die').first().click();
        await page.getByRole('button', { name: 'Put the die on platform 1' }).click();
      }
    }
    await panelFlick(page, 0, 48, 15);
    if (flick === 0) {
      // The computer thinks, shows its aim on the board, and flicks; then the news is of its flick.
      await expect(turn).toHaveText('Computer (good) is aiming…', { timeout: 60_000 });
      await expect(turn).toHaveText('Computer (good) is flicking…', { timeout: 10_000 });
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
  // The round's last flick stands, whoever made it: Undo takes nothing back and says why.
  await undo.click({ force: true });
  await expect(why).toHaveText(new RegExp(`^(${COMPUTER_STANDS}|${FLICK_STANDS})$`));
  await expect(result).toBeVisible();
});
