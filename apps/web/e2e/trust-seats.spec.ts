// Trust at the table, as a person sees it: a file or a backup carries the past and never the future,
// a computer seat stays a computer that plays by itself wherever its game is opened, computers are named
// and listed apart from people, and a game's time and the storage state read the same on every screen.
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { historyFile, ruleFixture } from './history-fixture.ts';
import { keepScreenshot } from './keep-screenshot.ts';
import { chooseLanguage } from './saved-settings.ts';
import { startJambGame } from './start-game.ts';
import { storageAnswers } from './storage-answers.ts';

const jsonFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(text),
});

/** A fresh browser profile on the same app: another device, as far as the game can tell. */
async function otherDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  return context.newPage();
}

/** Rolls the app's dice three times with nothing held and gives every value shown, in order. */
async function threeRolls(page: Page): Promise<string[]> {
  const seen: string[] = [];
  for (const n of [1, 2, 3]) {
    await page.getByRole('button', { name: n === 1 ? 'Roll' : 'Roll again', exact: true }).click();
    await expect(page.getByTestId('jamb-roll-count')).toHaveText(`Roll ${n} of 3`);
    seen.push(
      ...(await page
        .locator('.dice-die')
        .evaluateAll((dice) => dice.map((d) => d.getAttribute('data-value')!))),
    );
  }
  expect(seen).toHaveLength(15);
  return seen;
}

async function download(page: Page, click: () => Promise<void>): Promise<string> {
  const file = page.waitForEvent('download');
  await click();
  return readFileSync(await (await file).path(), 'utf8');
}

test('a game file and a backup made before a roll do not roll the original’s dice on another device', async ({
  page,
  browser,
  baseURL,
}) => {
  await startJambGame(page, { players: ['Ana'], roll: false });
  const gameUrl = page.url();
  const gameFile = await download(page, () => page.getByRole('button', { name: 'Export game file' }).click());
  expect(gameFile).not.toContain('"seed"');
  await page.goto('/settings');
  const backup = await download(page, () => page.getByRole('button', { name: 'Back up everything' }).click());
  await page.goto(gameUrl);
  const here = await threeRolls(page);

  const imported = await otherDevice(browser, baseURL);
  await imported.goto('/jamb');
  await imported.getByTestId('jamb-import').setInputFiles(jsonFile('game.json', gameFile));
  await expect(imported).toHaveURL(/\/jamb\/play\//);
  const there = await threeRolls(imported);

  const restored = await otherDevice(browser, baseURL);
  await restored.goto('/settings');
  await restored.getByTestId('restore-backup').setInputFiles(jsonFile('backup.json', backup));
  await expect(restored.getByTestId('backup-outcome')).toContainText('Games added: 1');
  await restored.goto('/jamb');
  await restored.getByTestId('jamb-saved-game').getByRole('link').first().click();
  const afterRestore = await threeRolls(restored);

  // 15 dice each: equal only if the future travelled with the file.
  expect(there).not.toEqual(here);
  expect(afterRestore).not.toEqual(here);
  expect(afterRestore).not.toEqual(there);
  await imported.context().close();
  await restored.context().close();
});

test('a Jamb computer seat, exported and imported, is still a computer that plays by itself, named as one', async ({
  page,
  browser,
  baseURL,
}) => {
  // "Player 2" is the seat's default name: the computer is then called by its level.
  await startJambGame(page, { players: ['Ana', 'Player 2'], computers: { 2: 'good' }, roll: false });
  await expect(page.locator('.jamb-scoreboard')).toContainText('Computer (good)');
  const file = await download(page, () => page.getByRole('button', { name: 'Export game file' }).click());
  expect(JSON.parse(file).setup.players[1]).toMatchObject({ computer: 'good' });

  const other = await otherDevice(browser, baseURL);
  await other.goto('/jamb');
  await other.getByTestId('jamb-import').setInputFiles(jsonFile('game.json', file));
  await expect(other).toHaveURL(/\/jamb\/play\//);
  await other.getByRole('button', { name: 'Roll', exact: true }).click();
  await other.locator('.jamb-table .jamb-cell-button').first().click();
  const zero = other.getByRole('dialog', { name: 'Write a zero?' });
  if (await zero.isVisible()) await zero.getByRole('button', { name: 'Write 0' }).click();

  const banner = other.getByTestId('jamb-computer-turn');
  // It throws by itself, named by its level: no person's control is offered while it plays.
  await expect(banner).toHaveAttribute('data-step', 'playing', { timeout: 10_000 });
  await expect(banner).toContainText('Computer (good) is playing…');
  await expect(banner).not.toContainText('(computer)');
  await expect(other.getByRole('button', { name: 'Roll', exact: true })).toHaveCount(0);
  await expect(other.getByTestId('jamb-computer-did')).toHaveText(/^Rolled( \d){5}$/, { timeout: 10_000 });
  await expect(other.getByRole('button', { name: 'Roll', exact: true })).toHaveCount(0);
  // Its turn ends without anyone touching the tablet.
  await expect(other.getByTestId('jamb-current-player')).toHaveText('Ana’s turn', { timeout: 30_000 });
  await other.context().close();
});

/** A finished Yam Master game whose second seat the computer played, under its default name. */
function computerGame() {
  const log = ruleFixture('yam-master/fixtures/points-app-dice.json');
  log.setup.players[1] = { ...log.setup.players[1], name: 'Player 2', computer: 'good' };
  return log;
}

for (const size of [
  { width: 1180, height: 820 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('computers are named by level in every language and listed apart from people; one game time; one storage state', async ({
      page,
    }) => {
      await storageAnswers(page, { persisted: false, grant: true });
      await page.goto('/history');
      await page
        .getByTestId('import-history')
        .setInputFiles(
          jsonFile(
            'history.json',
            historyFile([ruleFixture('jamb/fixtures/solo-real-dice.log.json'), computerGame()]),
          ),
        );
      const list = page.getByTestId('history-list');
      await expect(list.getByRole('listitem')).toHaveCount(2);
      const yamItem = list.locator('[data-game="yam-master"]');
      await expect(yamItem).toContainText('Ana, Computer (good)');

      // One clock: the same words and time for the same game in History and in its game's list.
      const historyTime = await yamItem.locator('.history-date').innerText();
      expect(historyTime).toMatch(/^Last played /);
      await page.goto('/yam-master');
      await expect(page.getByTestId('saved-game').first()).toContainText(historyTime);
      await expect(page.getByTestId('saved-game').first()).toContainText('Ana vs Computer (good)');

      // Players: the computer is not a person, and is listed apart.
      await page.goto('/history/players');
      await expect(page.getByTestId('player-list')).not.toContainText('Computer');
      await expect(page.getByTestId('player-list')).not.toContainText('Player 2');
      await expect(page.getByTestId('computer-list')).toContainText('Computer (good)');
      await keepScreenshot(page, `history-players-${size.width}x${size.height}`, { fullPage: true });

      // Statistics: people and computers in separate groups; a computer's figures are its own.
      await page.goto('/history/statistics');
      const chooser = page.getByTestId('statistics-player');
      await expect(chooser.locator('optgroup[label="People"] option')).toHaveText(['Ana']);
      await expect(chooser.locator('optgroup[label="Computers"] option')).toHaveText(['Computer (good)']);
      await expect(page.getByTestId('statistics')).toContainText('Ana');
      await chooser.selectOption({ label: 'Computer (good)' });
      await expect(page.getByTestId('statistics')).toHaveAttribute('data-computer', 'true');
      await expect(page.getByTestId('statistics')).toContainText('Computer (good)');
      await keepScreenshot(page, `history-statistics-${size.width}x${size.height}`, { fullPage: true });

      // Names are made in the viewer's language, from the same stored game.
      await page.goto('/settings');
      await chooseLanguage(page, 'nl');
      await page.goto('/history/players');
      await expect(page.getByTestId('computer-list')).toContainText('Computer (goed)');
      await page.goto('/settings');
      await chooseLanguage(page, 'sr-Cyrl');
      await page.goto('/history');
      await expect(page.getByTestId('history-list').locator('[data-game="yam-master"]')).toContainText(
        'Рачунар (добар)',
      );
      await page.goto('/settings');
      await chooseLanguage(page, 'en');

      // One state: "Keep my games" in the banner is seen by Settings at once, with no reload.
      const persistence = page.getByTestId('storage-persistence');
      await expect(persistence).toHaveAttribute('data-persisted', 'false');
      await expect(page.getByRole('button', { name: 'Ask the browser to keep them' })).toBeVisible();
      await page.getByTestId('backup-prompt').getByRole('button', { name: 'Keep my games' }).click();
      await expect(persistence).toHaveAttribute('data-persisted', 'true');
      await expect(persistence).toHaveText(
        'Kept for good: the browser has promised not to clear Dicetable’s games.',
      );
      await expect(page.getByRole('button', { name: 'Ask the browser to keep them' })).toHaveCount(0);
    });
  });
}

test('a game with a computer seat names it alike at every size', async ({ page }) => {
  await startJambGame(page, { players: ['Ana', 'Player 2', 'Bram'], computers: { 2: 'expert' } });
  await page.locator('.jamb-table .jamb-cell-button').first().click();
  const zero = page.getByRole('dialog', { name: 'Write a zero?' });
  if (await zero.isVisible()) await zero.getByRole('button', { name: 'Write 0' }).click();
  await expect(page.getByTestId('jamb-computer-turn')).toContainText('Computer (expert)');
  for (const [width, height] of [
    [1180, 820],
    [820, 1180],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('.jamb-scoreboard')).toContainText('Computer (expert)');
    await keepScreenshot(page, `jamb-computer-seat-${width}x${height}`);
  }
});
