import { expect, type Page, test } from '@playwright/test';
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
  // A cell that cannot be written now (not announced) shows its score now and, apart, the odds.
  const sixes = cell(page, 'announced', 'sixes');
  await expect(sixes.locator('.jamb-hint-now')).toHaveText('18');
  await expect(sixes.locator('.jamb-hint')).toHaveText(/^↻ \d+% · \d+\.\d$/);
  await expect(sixes).toContainText('Scores 18 now. If the dice not held are rolled again: chance');
  // An open cell's button shows what writing it scores now, and the odds apart.
  const free = cell(page, 'free', 'sixes').getByRole('button');
  await expect(free.locator('.jamb-preview')).toHaveText('18');
  await expect(free.locator('.jamb-hint')).toHaveText(/^↻ \d+% · \d+\.\d$/);
  await expect(legend).toContainText(
    '12 = what it scores now · ↻ 84% · 1.5 = if the dice not held are rolled again',
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
