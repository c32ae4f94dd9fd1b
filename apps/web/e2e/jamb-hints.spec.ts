import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from './keep-screenshot.ts';
import { startJambGame } from './start-game.ts';

const cell = (page: Page, column: string, category: string) =>
  page.locator(`.jamb-table [data-cell="${column}-${category}"]`);

async function throwDice(page: Page, values: number[]) {
  const keypad = page.locator('.dice-keypad');
  for (const value of values) await keypad.locator(`[data-key="${value}"]`).click();
}

test('a hint shows what a cell scores now apart from the chance if rolled again; after the last roll only now', async ({
  page,
}) => {
  // Fifteen keypad taps and the odds of every cell after each throw: slow on a busy machine.
  test.setTimeout(120_000);
  await startJambGame(page, { players: ['Ana'], dice: 'Real dice', roll: false });
  await page.getByTestId('jamb-hints-toggle').click();
  const legend = page.getByTestId('jamb-hints-legend');

  // Before the first roll there is nothing to score yet: only the chance over the whole turn.
  const beforeRoll = cell(page, 'free', 'sixes');
  await expect(beforeRoll.locator('.jamb-hint')).toHaveAttribute('data-hint', /^\d+% · \d+\.\d$/);
  await expect(beforeRoll.locator('.jamb-hint-now')).toHaveCount(0);

  await throwDice(page, [6, 6, 6, 2, 3]);
  // A cell that can be written only once announced shows its score now and, apart, the odds marked "!".
  const sixes = cell(page, 'announced', 'sixes');
  await expect(sixes.locator('.jamb-hint-now')).toHaveText('18');
  await expect(sixes.locator('.jamb-hint')).toHaveText(/^!↻ \d+% · \d+\.\d$/);
  await expect(sixes).toContainText(
    'Only if announced now. Scores 18 now. With the rolls left, keeping the dice that help: chance',
  );
  // An open cell's button shows what writing it scores now, and the odds apart.
  const free = cell(page, 'free', 'sixes').getByRole('button');
  await expect(free.locator('.jamb-preview')).toHaveText('18');
  await expect(free.locator('.jamb-hint')).toHaveText(/^↻ \d+% · \d+\.\d$/);
  await expect(legend).toContainText(
    '12 = what it scores now · ↻ 84% · 1.5 = with the rolls left, keeping the dice that help it',
  );

  for (const dice of [
    [6, 6, 6, 6, 1],
    [6, 6, 6, 6, 6],
  ]) {
    // With real dice the keypad takes the next throw at once.
    await throwDice(page, dice);
  }
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 3 of 3');
  // After the last roll only "now" is left.
  await expect(free.locator('.jamb-preview')).toHaveText('30');
  await expect(page.locator('.jamb-table .jamb-hint')).toHaveCount(0);
  await expect(legend).toContainText('12 = what it scores now · No roll left: only what it scores now.');
});

for (const size of [
  { width: 1180, height: 820 },
  { width: 390, height: 844 },
]) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the figures are what the legend says: with the rolls left, keeping what helps; Announced only once announced', async ({
      page,
    }) => {
      await startJambGame(page, { players: ['Ana'], dice: 'Real dice', roll: false });
      await page.getByTestId('jamb-hints-toggle').click();
      const legend = page.getByTestId('jamb-hints-legend');
      await throwDice(page, [3, 1, 2, 6, 4]);
      // Two rolls left, keeping what helps: the 1 shown is kept (100%); a five comes among ten dice, 84%.
      await expect(cell(page, 'free', 'ones').locator('.jamb-hint')).toHaveText(/^↻ 100% · /);
      await expect(cell(page, 'free', 'fives').locator('.jamb-hint')).toHaveText(/^↻ 84% · /);
      await expect(legend).toContainText(
        '↻ 84% · 1.5 = with the rolls left, keeping the dice that help it: chance of scoring more than 0 · points on average',
      );
      await expect(legend).toContainText('!↻ = in Announced, only if you announce it now');
      await expect(cell(page, 'announced', 'fives').locator('.jamb-hint')).toHaveText(/^!↻ 84% · /);
      await keepScreenshot(page, `jamb-hints-${size.width}x${size.height}`);

      // With dice held, the figures assume the others are rolled now: the legend says so.
      await page.getByTestId('die-1').click();
      await expect(legend).toContainText('= rolling the dice not held, then keeping the dice that help it');

      // Announced: only the announced cell still shows a hint.
      await page.getByRole('button', { name: 'Announce', exact: true }).click();
      await page.locator('[data-announce="fives"]').click();
      await expect(page.locator('.jamb-table .jamb-hint')).toHaveCount(1);
      await expect(cell(page, 'announced', 'fives').locator('.jamb-hint')).toHaveText(/^↻ \d+% · /);
      await expect(legend).not.toContainText('only if you announce it now');
      await keepScreenshot(page, `jamb-hints-announced-${size.width}x${size.height}`);
    });
  });
}
