// Computer seats at a real table: the tablet is passed only between people, a computer seat plays with
// real dice by throwing the app's dice on screen, and each new-game form keeps its seats.
import { expect, type Page, test } from '@playwright/test';
import { savesKept } from './saved-games.ts';
import { seriousViolations } from './serious-violations.ts';
import { startJambGame, startYamMaster } from './start-game.ts';

const passCard = (page: Page) => page.getByRole('dialog', { name: /Pass the tablet/ });

/** Writes the first open cell of the current person's sheet (a zero confirmed). */
async function writeAnyCell(page: Page) {
  await page.locator('.jamb-table .jamb-cell-button').first().click();
  const zero = page.getByRole('dialog', { name: 'Write a zero?' });
  if (await zero.isVisible()) await zero.getByRole('button', { name: 'Write 0' }).click();
}

test('Jamb: after the computer’s turn the same person plays on, with no card to pass the tablet', async ({
  page,
}) => {
  await startJambGame(page, { players: ['Ana', 'Computer'], computers: { 2: 'beginner' } });
  await writeAnyCell(page);
  await expect(page.getByTestId('jamb-computer-turn')).toBeVisible();
  await expect(passCard(page)).toHaveCount(0);
  await page.getByTestId('jamb-skip-ahead').click();
  await expect(page.getByTestId('jamb-current-player')).toHaveText('Ana’s turn', { timeout: 20_000 });
  // Before: the card asked to pass the tablet to Ana, who had it, and offered to undo the computer's write.
  await expect(passCard(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeEnabled();
});

test('Jamb with real dice: the computer throws its own dice on screen, people type theirs, and the tablet passes from Ana to Ben without undoing the computer', async ({
  page,
}) => {
  await startJambGame(page, {
    players: ['Ana', 'Computer', 'Ben'],
    computers: { 2: 'good' },
    dice: 'Real dice',
    roll: false,
  });
  // Ana types her throw on the keypad.
  for (let i = 0; i < 5; i++) await page.locator('.dice-keypad [data-key="4"]').click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');
  await expect(page.getByTestId('dice-owner')).toHaveCount(0);
  await writeAnyCell(page);
  await expect(page.getByTestId('jamb-computer-turn')).toBeVisible();
  // The computer's throw is shown as its own, on the app's dice, with no keypad to type it.
  await expect(page.getByTestId('dice-owner')).toHaveText('Computer’s dice');
  await expect(page.getByRole('region', { name: 'Computer’s dice' })).toBeVisible();
  await expect(page.getByTestId('jamb-roll-count')).not.toHaveText(/^No roll/, { timeout: 10_000 });
  await expect(page.locator('.dice-keypad')).toHaveCount(0);
  await page.getByTestId('jamb-skip-ahead').click();
  const card = page.getByRole('dialog', { name: 'Pass the tablet to Ben' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('button', { name: /Undo/ })).toHaveCount(0);
  // What the computer wrote stays readable on the card; it is not Ben's to take back.
  await expect(card.getByTestId('jamb-pass-written')).toHaveText(/^Computer \(good\) wrote \d+ in .+\.$/);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'I am Ben: start my turn' }).click();
  await expect(page.getByTestId('jamb-current-player')).toHaveText('Ben’s turn');
  await expect(page.locator('.dice-keypad')).toBeVisible();
  await expect(page.getByTestId('dice-owner')).toHaveCount(0);
});

test('Jamb: the new-game form keeps the last seats, names, levels and dice, and never drops a computer seat for real dice', async ({
  page,
}) => {
  await startJambGame(page, {
    players: ['Ana', 'Computer'],
    computers: { 2: 'expert' },
    dice: 'Real dice',
    roll: false,
  });
  await page.goto('/jamb/new');
  await expect(page.getByRole('combobox', { name: 'Name of player 1' })).toHaveValue('Ana');
  await expect(page.getByRole('combobox', { name: 'Name of player 2' })).toHaveValue('Computer');
  await expect(page.getByLabel('Who plays seat 1')).toHaveValue('');
  await expect(page.getByLabel('Who plays seat 2')).toHaveValue('expert');
  await expect(page.getByLabel('Real dice')).toBeChecked();
  await expect(page.getByTestId('jamb-computer-dice-note')).toContainText('rolls the app’s dice on screen');
  // Switching the dice leaves the seats as they are.
  await page.getByLabel('App dice').check();
  await expect(page.getByLabel('Who plays seat 2')).toHaveValue('expert');
  await page.getByLabel('Real dice').check();
  await expect(page.getByLabel('Who plays seat 2')).toHaveValue('expert');
});

test('Yam Master: the form keeps the last seats and dice, and says why a computer cannot play with real dice', async ({
  page,
}) => {
  await startYamMaster(page, { players: ['Ana', 'Ben'], computers: { 2: 'hard' } });
  await page.goto('/yam-master');
  await expect(page.getByRole('combobox', { name: 'Name of player 1' })).toHaveValue('Ana');
  await expect(page.getByLabel('Who plays seat 2')).toHaveValue('hard');
  await page.getByLabel('Real dice at the table').check();
  await expect(page.getByLabel('Who plays seat 2')).toHaveValue('hard');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('alert')).toHaveText(/The computer plays only with the app’s dice/);
  await expect(page).toHaveURL(/\/yam-master$/);
  await page.getByLabel('Who plays seat 2').selectOption('');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('table', { name: 'Board' })).toBeVisible();
  await savesKept(page);
  await page.goto('/yam-master');
  await expect(page.getByLabel('Real dice at the table')).toBeChecked();
  await expect(page.getByLabel('Who plays seat 2')).toHaveValue('');
});

test('JamSumo: the form keeps the mode and the computer seat, and the wooden board never turns it into a person', async ({
  page,
}) => {
  test.slow();
  await page.goto('/jamsumo/new/flick');
  await page.getByRole('radio', { name: 'Sumo', exact: true }).check();
  await page.getByRole('combobox', { name: 'Name of player 1' }).fill('Ana');
  await page.getByRole('button', { name: 'Play against the computer' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/jamsumo\/play\//, { timeout: 30_000 });
  await savesKept(page);
  await page.goto('/jamsumo/new/pad');
  await expect(page.getByRole('radio', { name: 'Sumo', exact: true })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Name of player 1' })).toHaveValue('Ana');
  const seat = page.getByRole('combobox', { name: 'Who plays Computer 2' });
  await expect(seat).toHaveValue('good');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('alert')).toHaveText(/The computer flicks only on this tablet/);
  await seat.selectOption('person');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Score pad', exact: true })).toBeVisible();
});
