import { expect, type Page, test } from '@playwright/test';
import { savesKept } from './saved-games.ts';

async function newPad(page: Page, mode: 'Jam' | 'Sumo' | 'Jam Sumo', names: string[]) {
  await page.goto('/jamsumo');
  await page.getByRole('link', { name: /New score pad/ }).click();
  await page.getByRole('radio', { name: mode, exact: true }).check();
  while ((await page.getByRole('combobox', { name: /Name of player/ }).count()) < names.length) {
    await page.getByRole('button', { name: /Add player/ }).click();
  }
  for (const [i, name] of names.entries()) {
    await page.getByRole('combobox', { name: `Name of player ${i + 1}` }).fill(name);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Score pad', exact: true })).toBeVisible();
}

async function enterRound(page: Page, pips: Record<string, number>) {
  for (const [name, value] of Object.entries(pips)) {
    await page.getByLabel(`Pips of ${name}`).fill(String(value));
  }
  await page.getByRole('button', { name: 'Record the round' }).click();
}

test('the score pad keeps Jam Sumo totals, the marker and the winner, with undo and resume', async ({
  page,
}) => {
  await newPad(page, 'Jam Sumo', ['Ann', 'Bram', 'Cas']);
  await expect(page.getByRole('heading', { name: /Round 1 of 3 · Jam/ })).toBeVisible();
  await expect(page.getByTestId('marker')).toHaveText('Ann has the round marker and starts.');

  await enterRound(page, { Ann: 0, Bram: 12, Cas: 7 });
  await expect(page.getByRole('heading', { name: /Round 1 of 3 · Sumo/ })).toBeVisible();
  await expect(page.getByTestId('total-1')).toHaveText('-12');

  // A mistake, undone: the pips come back into the form.
  await enterRound(page, { Ann: 9, Bram: 0, Cas: 41 });
  await expect(page.getByRole('alert')).toContainText('0 to 30');
  await page.getByLabel('Pips of Cas').fill('14');
  await page.getByRole('button', { name: 'One pip less for Cas' }).click();
  await page.getByRole('button', { name: 'One pip more for Cas' }).click();
  await page.getByRole('button', { name: 'Record the round' }).click();
  await expect(page.getByRole('heading', { name: /Round 2 of 3 · Jam/ })).toBeVisible();
  await expect(page.getByTestId('marker')).toHaveText('Bram has the round marker and starts.');
  await page.getByRole('button', { name: /Undo/ }).click();
  await expect(page.getByRole('heading', { name: /Round 1 of 3 · Sumo/ })).toBeVisible();
  await expect(page.getByLabel('Pips of Cas')).toHaveValue('14');
  await page.getByRole('button', { name: 'Record the round' }).click();
  await expect(page.getByRole('heading', { name: /Round 2 of 3 · Jam/ })).toBeVisible();

  // Resume after a reload.
  await savesKept(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Round 2 of 3 · Jam/ })).toBeVisible();
  await expect(page.getByTestId('total-2')).toHaveText('7');

  await enterRound(page, { Ann: 8, Bram: 0, Cas: 16 });
  await enterRound(page, { Ann: 0, Bram: 11, Cas: 20 });
  await expect(page.getByTestId('marker')).toHaveText('Cas has the round marker and starts.');
  await enterRound(page, { Ann: 4, Bram: 10, Cas: 0 });
  await enterRound(page, { Ann: 6, Bram: 15, Cas: 0 });

  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.getByTestId('ranking').getByRole('listitem')).toHaveText([
    '1. Cas: 11',
    '2. Bram: 4',
    '3. Ann: 3',
  ]);

  await savesKept(page);
  await page.goto('/jamsumo');
  await expect(page.getByRole('link', { name: /Jam Sumo · Score pad/ })).toContainText('Winner: Cas');
});

test('in Jam the lowest total wins', async ({ page }) => {
  await newPad(page, 'Jam', ['Ann', 'Bram']);
  await enterRound(page, { Ann: 4, Bram: 0 });
  await enterRound(page, { Ann: 0, Bram: 9 });
  await expect(page.getByTestId('ranking').getByRole('listitem')).toHaveText(['1. Ann: 4', '2. Bram: 9']);

  // The game leaves as its log file and comes back in; a file that is not a game is refused.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await downloading).path();
  await page.goto('/jamsumo');
  await page.getByTestId('import-file').setInputFiles(file);
  // The imported game opens at once, as in every game.
  await page.waitForURL(/\/jamsumo\/pad\//);
  await expect(page.getByTestId('ranking').getByRole('listitem')).toHaveText(['1. Ann: 4', '2. Bram: 9']);
  await page.goto('/jamsumo');
  await expect(page.getByRole('link', { name: /Jam · Score pad/ })).toHaveCount(2);
  await page.getByTestId('import-file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ not json'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Import refused: the file is not valid JSON. Nothing was changed.',
  );
});
