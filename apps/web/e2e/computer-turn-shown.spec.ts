// The computer's turn at the table: it opens with a visible step in which the person who just wrote or
// placed may still take it back; then each throw and the write or placement shows as it happens, stays
// readable afterwards (on the pass card too), and nothing on screen asks the people to play meanwhile.
import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from './keep-screenshot.ts';
import { startJambGame, startYamMaster } from './start-game.ts';

const SIZES = [
  { name: 'landscape tablet', width: 1180, height: 820 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Holds the page's clock still, so a step that lasts a moment can be looked at without a race. */
async function holdTime(page: Page) {
  // The page's clock runs on between reading it and pausing it; on a busy machine it can pass the moment
  // asked for, which pauseAt refuses ("to the past"): then read it again.
  for (let tries = 1; ; tries++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      if (tries === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Runs the held clock past the opening step, and keeps it held: the computer throws once, and its next
 * move waits until Skip ahead, so no test step races the computer's pace.
 */
async function endOpeningStep(page: Page) {
  await page.clock.runFor(1_000);
}

/** Nothing on screen invites the people to play while the computer plays. */
async function nothingInvitesThePeople(page: Page) {
  await expect(page.getByText('Tap a die to hold it')).toHaveCount(0);
  await expect(page.getByText('Write a score on the sheet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Roll/ })).toHaveCount(0);
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('Jamb: the computer’s turn opens with Undo still offered, shows each move, and the pass card says what it wrote', async ({
      page,
    }) => {
      await page.clock.install();
      await startJambGame(page, { players: ['Ana', 'Computer', 'Ben'], computers: { 2: 'good' } });
      const banner = page.getByTestId('jamb-computer-turn');
      await holdTime(page);
      await page.getByRole('button', { name: /^Write \d+ in Ones, Down/ }).click();
      const zero = page.getByRole('dialog', { name: 'Write a zero?' });
      if (await zero.isVisible()) await zero.getByRole('button', { name: 'Write 0' }).click();

      // The opening step: the computer has not thrown, and Ana's write is hers to take back.
      await expect(banner).toHaveAttribute('data-step', 'opening');
      await expect(banner).toContainText('Computer (good) plays next.');
      await expect(banner).toContainText('Undo still takes back the last move');
      await expect(page.getByTestId('jamb-roll-count')).toHaveText('Not rolled yet');
      await nothingInvitesThePeople(page);
      await keepScreenshot(page, `computer-turn-jamb-opening-${size.width}x${size.height}`);
      await page.getByTestId('jamb-undo').click();
      await expect(page.getByTestId('jamb-current-player')).toHaveText('Ana’s turn');
      await expect(page.getByTestId('jamb-undo-why')).toHaveText('');
      await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');

      // Written again, the computer plays: its throw shows in words beside its dice.
      await page.getByRole('button', { name: /^Write \d+ in Ones, Down/ }).click();
      if (await zero.isVisible()) await zero.getByRole('button', { name: 'Write 0' }).click();
      // Not a second after the tap: the opening step is still on.
      await page.clock.runFor(1_000);
      await expect(banner).toHaveAttribute('data-step', 'opening');
      await endOpeningStep(page);
      await expect(banner).toHaveAttribute('data-step', 'playing');
      await expect(page.getByTestId('jamb-computer-did')).toHaveText(/^Rolled( [1-6]){5}$/);
      await expect(page.getByTestId('dice-owner')).toHaveText('Computer’s dice');
      await nothingInvitesThePeople(page);
      await expect(page.getByTestId('jamb-turn-message')).toHaveCount(0);
      await keepScreenshot(page, `computer-turn-jamb-playing-${size.width}x${size.height}`);
      await page.getByTestId('jamb-skip-ahead').click();

      // Its write ends its turn; the card passing the tablet to Ben says what it wrote, with no undo.
      const card = page.getByRole('dialog', { name: 'Pass the tablet to Ben' });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card.getByTestId('jamb-pass-written')).toHaveText(
        /^Computer \(good\) wrote \d+ in .+, .+\.$/,
      );
      await expect(card.getByRole('button', { name: /Undo/ })).toHaveCount(0);
      await keepScreenshot(page, `computer-turn-jamb-pass-${size.width}x${size.height}`);
    });

    test('Yam Master: after Ana places, Undo is offered before the computer throws; its placement stays marked', async ({
      page,
    }) => {
      await page.clock.install();
      await startYamMaster(page, { players: ['Ana'], computers: { 2: 'hard' } });
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      // Ana rolls until a square is lit, or ends her turn without placing.
      const lit = page.locator('.ym-cell.lit');
      for (let roll = 1; roll < 3 && (await lit.count()) === 0; roll++) {
        await page.getByRole('button', { name: 'Roll again' }).click();
        await expect(page.getByText(`Roll ${roll + 1} of 3`)).toBeVisible();
      }
      const placed = (await lit.count()) > 0;
      await holdTime(page);
      if (placed) await lit.first().click();
      else {
        await page.getByRole('button', { name: 'Don’t place' }).click();
        await page.getByRole('button', { name: 'Yes, end my turn' }).click();
      }
      const banner = page.getByTestId('ym-computer-turn');
      await expect(banner).toHaveAttribute('data-step', 'opening');
      await expect(page.getByTestId('ym-turn-message')).toHaveCount(0);
      await nothingInvitesThePeople(page);
      if (placed) {
        await expect(page.locator('.ym-cell.last-move')).toHaveCount(1);
        await expect(banner).toContainText('Undo still takes back the last move');
        await page.getByTestId('ym-undo').click();
        await expect(page.getByRole('status').first()).toContainText('Ana to play');
        await expect(page.locator('.ym-cell.lit').first()).toBeVisible();
        await lit.first().click();
        await page.clock.runFor(1_000);
        await expect(banner).toHaveAttribute('data-step', 'opening');
      }
      await page.clock.runFor(1_000);
      await endOpeningStep(page);
      await expect(banner).toHaveAttribute('data-step', 'playing');
      await expect(page.getByTestId('ym-computer-did')).toHaveText(/^Rolled( [1-6]){5}$/);
      await keepScreenshot(page, `computer-turn-yam-master-playing-${size.width}x${size.height}`);
      await page.getByTestId('ym-skip-ahead').click();
      // Once the computer has played, what it did stays said and its square marked until Ana throws.
      await expect(page.getByRole('status').first()).toContainText('Ana to play', { timeout: 30_000 });
      await expect(page.getByRole('status').first()).toContainText(
        /Computer \(expert\) (placed|did not place|rolled)/,
      );
      await keepScreenshot(page, `computer-turn-yam-master-after-${size.width}x${size.height}`);
    });
  });
}
