import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { savesKept } from './saved-games.ts';
import { chooseLanguage } from './saved-settings.ts';

const fixture = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/rules/src/${path}`, import.meta.url), 'utf8'));

const yamLine = fixture('yam-master/fixtures/line-win-real-dice.json');

/** The recorded Jamb solo game and the Yam Master line win, both with real dice, as one history file. */
const HISTORY = JSON.stringify({
  format: 'dicetable-history',
  version: 1,
  exportedAt: '2026-11-30T12:00:00.000Z',
  players: ['Zoe'],
  games: [
    fixture('jamb/fixtures/solo-real-dice.log.json'),
    // The Yam Master game was played with a named set of dice.
    { ...yamLine, setup: { ...yamLine.setup, diceSet: 'Red' } },
  ],
});

async function playJamPad(page: Page) {
  await page.goto('/jamsumo');
  await page.getByRole('link', { name: /New score pad/ }).click();
  await page.getByRole('radio', { name: 'Jam', exact: true }).check();
  await page.getByRole('combobox', { name: 'Name of player 1' }).fill('Ana');
  await page.getByRole('combobox', { name: 'Name of player 2' }).fill('Bram');
  await page.getByRole('button', { name: 'Start' }).click();
  for (const pips of [
    { Ana: 4, Bram: 0 },
    { Ana: 0, Bram: 9 },
  ]) {
    for (const [name, value] of Object.entries(pips))
      await page.getByLabel(`Pips of ${name}`).fill(String(value));
    await page.getByRole('button', { name: 'Record the round' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await savesKept(page);
}

test('a finished game and imported games appear in History, Statistics and the Fair-dice check', async ({
  page,
}) => {
  await playJamPad(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'History' }).click();
  const list = page.getByTestId('history-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('JamSumo');
  await expect(list).toContainText('Won by Ana');

  await page
    .getByTestId('import-history')
    .setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(HISTORY) });
  await expect(page.getByRole('status')).toHaveText(
    'Imported 2 games; 0 were already here, 0 were not finished games.',
  );
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Export: the whole history as JSON, the statistics as CSV.
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export history (JSON)' }).click();
  const exported = JSON.parse(readFileSync(await (await json).path(), 'utf8'));
  expect(exported.format).toBe('dicetable-history');
  expect(exported.games).toHaveLength(3);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export statistics (CSV)' }).click();
  const rows = readFileSync(await (await csv).path(), 'utf8').split('\r\n');
  expect(rows[0]).toBe('player,game,statistic,value');
  expect(rows).toContain('Ana,jamb,mean,1649');

  // Filters: by game, then by player.
  await page.getByTestId('filter-game').selectOption('jamb');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Ana 1649');
  // Each game opens its final sheet or board.
  await list.locator('a.history-open').click();
  await expect(page).toHaveURL(/\/jamb\/play\/\w+/);
  await expect(page.getByText('Game over').first()).toBeVisible();
  await page.goBack();
  await page.getByTestId('filter-game').selectOption('all');
  await page.getByTestId('filter-player').selectOption('Ben');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Yam Master');

  await list.locator('a.history-open').click();
  await expect(page).toHaveURL(/\/yam-master\/\w+/);
  await expect(page.getByText('Game over').first()).toBeVisible();
  await page.goBack();

  // Touch targets of the list are at least 44 px high.
  for (const target of await page.locator('.history-item a, .history-item button').all()) {
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  await page.getByRole('link', { name: 'Statistics' }).first().click();
  await page.getByTestId('statistics-player').selectOption('Ana');
  const stats = page.getByTestId('statistics');
  await expect(stats).toContainText('Statistics of Ana · 3 finished games');
  await expect(page.getByTestId('jamb-mean')).toContainText('1,649');
  await expect(page.getByTestId('chart-totals').locator('svg')).toHaveAttribute('aria-label', /1,649/);
  await expect(page.getByTestId('chart-yam').locator('rect')).toHaveCount(3);
  await expect(stats.locator('section[data-game="jamsumo"]')).toContainText('1 of 1');

  // The real dice of the Jamb and Yam Master games: 264 + 68 throws.
  await page.getByRole('link', { name: 'Fair-dice check' }).first().click();
  await expect(page.getByTestId('verdict')).toHaveText('No sign of bias after 332 throws.');
  await expect(page.getByTestId('chart-faces').locator('rect')).toHaveCount(6);
  await expect(page.getByTestId('p-value')).toHaveText('p = 0.304');
  await expect(page.getByText(/5,873 more throws would reveal/)).toBeVisible();
  await page.getByTestId('dice-set').selectOption('Red');
  await expect(page.getByTestId('verdict')).toHaveText('No sign of bias after 68 throws.');
  await page.getByTestId('dice-set').selectOption({ label: 'Dice without a name' });
  await expect(page.getByTestId('verdict')).toHaveText('No sign of bias after 264 throws.');

  // A new game with real dice may name its set.
  await page.goto('/yam-master');
  await page.getByLabel('Real dice').check();
  await expect(page.getByLabel('Dice set (optional)')).toBeVisible();

  // The players remembered from the new game and the import are offered in the next new game.
  await page.goto('/jamb/new');
  await expect(page.locator('#known-players option')).toHaveCount(4);

  // In German.
  await page.goto('/settings');
  await chooseLanguage(page, 'de');
  await page.goto('/history/dice-check');
  await expect(page.getByTestId('verdict')).toHaveText('Kein Hinweis auf gezinkte Würfel nach 332 Würfen.');
  await expect(page.getByTestId('p-value')).toHaveText('p = 0,304');
  await page.getByRole('link', { name: 'Verlauf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verlauf' })).toBeVisible();
  await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(3);
});

test('players are renamed everywhere and removed with their games', async ({ page }) => {
  await page.goto('/history');
  await page
    .getByTestId('import-history')
    .setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(HISTORY) });
  await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(2);

  await page.getByRole('link', { name: 'Players' }).first().click();
  const players = page.getByTestId('player-list');
  await expect(players.getByRole('listitem')).toHaveText([/Ana/, /Ben/, /Zoe/]);
  await players
    .getByRole('listitem')
    .filter({ hasText: 'Ana' })
    .getByRole('button', { name: 'Rename' })
    .click();
  await page.getByLabel('New name for Ana').fill('Ben');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ana and Ben played in the same game, so they cannot become one player.',
  );
  await page.getByLabel('New name for Ana').fill('Anabel');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(players.getByRole('listitem')).toHaveText([/Anabel/, /Ben/, /Zoe/]);

  await savesKept(page);
  await page.goto('/history');
  await expect(page.getByTestId('history-list')).toContainText('Anabel 1649');

  await page.goto('/history/players');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Remove Ben and the 1 saved games');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Remove Ben' }).click();
  await expect(players.getByRole('listitem')).toHaveText([/Anabel/, /Zoe/]);
  await savesKept(page);
  await page.goto('/history');
  await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(1);

  // Delete one game, then (after a new import) all of them.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /Delete the Jamb game of/ }).click();
  await expect(page.getByText('No finished games yet. Play a game, or import a history file.')).toBeVisible();
  await page
    .getByTestId('import-history')
    .setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(HISTORY) });
  await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(2);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Delete all 2 finished games?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('No finished games yet. Play a game, or import a history file.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the history and the dice check fit the screen', async ({ page }) => {
    await page.goto('/history');
    await page
      .getByTestId('import-history')
      .setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(HISTORY) });
    await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.goto('/history/dice-check');
    await expect(page.getByTestId('chart-faces')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
