// Saved-game lines are worked out from the game when shown, in the language of the moment: a game saved
// while English was on is listed in Dutch once Dutch is chosen.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { savesKept } from './saved-games.ts';
import { chooseLanguage } from './saved-settings.ts';

const fixture = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/rules/src/${path}`, import.meta.url), 'utf8'));
const jsonFile = (name: string, data: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(data)),
});

test('the JamSumo list speaks the language of the moment, for a game saved in English', async ({ page }) => {
  await page.goto('/jamsumo/new/pad');
  await page.getByRole('radio', { name: 'Jam', exact: true }).check();
  await page.getByRole('combobox', { name: 'Name of player 1' }).fill('Ana');
  await page.getByRole('combobox', { name: 'Name of player 2' }).fill('Ben');
  await page.getByRole('button', { name: 'Start game', exact: true }).click();
  // Exact: the setup page's own heading, "New score pad", holds the words too, and leaving before the
  // game is written loses it.
  await expect(page).toHaveURL(/\/jamsumo\/pad\/\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Score pad', exact: true })).toBeVisible();
  await savesKept(page);
  await page.goto('/jamsumo');
  const line = page.getByTestId('jamsumo-saved-game');
  await expect(line).toContainText('Jam · Score pad');
  await expect(line).toContainText('Round 1 of 2');

  await page.goto('/settings');
  await chooseLanguage(page, 'nl');
  await page.goto('/jamsumo');
  // Before, the line kept the words it was saved with: "Jam · Score pad", "Round 1 of 2".
  await expect(line).toContainText('Jam · Scoreblok');
  await expect(line).toContainText('Ronde 1 van 2');
  await expect(line).not.toContainText('Score pad');
  await expect(line).not.toContainText('Round');
});

test('History, Players, home and the Jamb lobby speak Dutch for games saved in English', async ({ page }) => {
  test.setTimeout(120_000);
  const finished = [
    fixture('jamb/fixtures/solo-real-dice.log.json'),
    fixture('yam-master/fixtures/points-app-dice.json'),
    fixture('jamsumo/fixtures/jamsumo-pad.json').log,
  ];
  await page.goto('/history');
  await page.getByTestId('import-history').setInputFiles(
    jsonFile('history.json', {
      format: 'dicetable-history',
      version: 1,
      exportedAt: '2026-11-30T12:00:00.000Z',
      players: [],
      games: finished,
    }),
  );
  await expect(page.getByTestId('history-list').locator('li')).toHaveCount(3);
  // An unfinished Jamb game: the first four turns of the solo game, saved while English is on.
  const solo = fixture('jamb/fixtures/solo-real-dice.log.json');
  await page.goto('/jamb');
  await page.getByTestId('jamb-import').setInputFiles(
    jsonFile('jamb.json', {
      ...solo,
      createdAt: '2026-12-01T09:00:00.000Z',
      actions: solo.actions.slice(0, 8),
    }),
  );
  await expect(page).toHaveURL(/\/jamb\/play\//);
  await savesKept(page);

  await page.goto('/');
  await expect(page.getByTestId('continue-game')).toContainText('Continue');
  await expect(page.getByTestId('continue-game')).toContainText('Last played');
  await page.goto('/jamb');
  const jambLines = page.getByTestId('jamb-saved-game');
  await expect(jambLines.first()).toContainText('4 of 52 turns');
  await expect(jambLines.nth(1)).toContainText('Ana won with');
  await page.goto('/history');
  await expect(page.getByTestId('history-list')).toContainText('Won by');

  await page.goto('/settings');
  await chooseLanguage(page, 'nl');

  await page.goto('/');
  const resume = page.getByTestId('continue-game');
  await expect(resume).toContainText('Verder spelen');
  await expect(resume).toContainText('Laatst gespeeld');
  await expect(resume).not.toContainText('Continue');
  await page.goto('/jamb');
  await expect(jambLines.first()).toContainText('4 van 52 beurten');
  await expect(jambLines.nth(1)).toContainText('Ana won met');
  await expect(
    page.getByTestId('jamb-saved-game').filter({ hasText: /turns|Last played|won with/ }),
  ).toHaveCount(0);
  await page.goto('/history');
  const history = page.getByTestId('history-list');
  await expect(history).toContainText('Gewonnen door');
  await expect(history).not.toContainText('Won by');
  await expect(history).not.toContainText('Draw');
  await page.goto('/history/players');
  await expect(page.locator('main')).not.toContainText(/\b(games|won|Won by|Last played)\b/);
});
