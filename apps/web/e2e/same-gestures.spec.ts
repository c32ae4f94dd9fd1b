// The same gestures in every game: one import control that opens the imported game, one name for a game
// file, one wording to start a game (in every language), and Announce in view beside an open Advice.
import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage } from './saved-settings.ts';
import { startJambGame, startYamMaster } from './start-game.ts';

/** Exports the game on screen through its "Export game file" button; the file's path. */
async function exportShown(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export game file' }).click();
  return (await (await downloading).path())!;
}

test('importing a game file opens the game, in Jamb, Yam Master and JamSumo alike', async ({ page }) => {
  await startJambGame(page, { players: ['Ana'] });
  const jamb = await exportShown(page);
  await page.goto('/jamb');
  await page.getByLabel('Import a game file').setInputFiles(jamb);
  await page.waitForURL(/\/jamb\/play\//);
  await expect(page.getByTestId('jamb-current-player')).toHaveText('Ana’s turn');

  await startYamMaster(page);
  const yam = await exportShown(page);
  await page.goto('/yam-master');
  await page.getByLabel('Import a game file').setInputFiles(yam);
  await expect(page.getByRole('table', { name: 'Board' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/yam-master$/);

  await page.goto('/jamsumo/new/pad');
  await page.getByRole('combobox', { name: 'Name of player 1' }).fill('Ana');
  await page.getByRole('combobox', { name: 'Name of player 2' }).fill('Ben');
  await page.getByRole('button', { name: 'Start game', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Score pad', exact: true })).toBeVisible();
  await page.getByLabel('Pips of Ana').fill('4');
  await page.getByLabel('Pips of Ben').fill('2');
  await page.getByRole('button', { name: 'Record the round' }).click();
  await expect(page.getByRole('button', { name: /Undo/ })).toBeEnabled();
  const jamsumo = await exportShown(page);
  await page.goto('/jamsumo');
  await page.getByLabel('Import a game file').setInputFiles(jamsumo);
  await page.waitForURL(/\/jamsumo\/pad\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Score pad', exact: true })).toBeVisible();
});

const START = { en: 'Start game', nl: 'Spel starten', de: 'Spiel starten', pt: 'Começar o jogo' } as const;
const IMPORT = {
  en: 'Import a game file',
  nl: 'Een spelbestand importeren',
  de: 'Eine Spieldatei importieren',
  pt: 'Importar um ficheiro de jogo',
} as const;

test('every game’s form starts a game with the same words, and imports a game file with the same words, in every language', async ({
  page,
}) => {
  test.slow();
  for (const [lang, start] of Object.entries(START) as [keyof typeof START, string][]) {
    await page.goto('/settings');
    await chooseLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const form of ['/jamb/new', '/yam-master', '/jamsumo/new/flick', '/jamsumo/new/pad']) {
      await page.goto(form);
      await expect(page.locator('button[type="submit"]')).toHaveText(start);
    }
    for (const list of ['/jamb', '/yam-master', '/jamsumo']) {
      await page.goto(list);
      await expect(page.getByLabel(IMPORT[lang], { exact: true })).toHaveCount(1);
    }
  }
});

for (const size of [
  { width: 1180, height: 820 },
  { width: 1024, height: 768 },
]) {
  test(`landscape ${size.width}×${size.height}: Announce and its list stay in view with Advice open`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await startJambGame(page, { players: ['Ana'] });
    await page.getByTestId('jamb-advice-toggle').click();
    await expect(page.getByTestId('jamb-advice-main')).toBeVisible();
    const announce = page.getByRole('button', { name: 'Announce', exact: true });
    await expect(announce).toBeInViewport({ ratio: 1 });
    await announce.click();
    const choices = page.locator('.jamb-announce-choices');
    await expect(choices).toBeVisible();
    // Every category to announce can be tapped without scrolling.
    for (const choice of await choices.getByRole('button').all()) {
      await expect(choice).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByTestId('jamb-advice')).toBeVisible();
  });
}
