import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { historyFile, ruleFixture } from './history-fixture.ts';
import { startJambGame } from './start-game.ts';
import { storageAnswers } from './storage-answers.ts';

/** Two finished games (Jamb with Ana, Yam Master with Ana and Ben) as one history file. */
const HISTORY = historyFile([
  ruleFixture('jamb/fixtures/solo-real-dice.log.json'),
  ruleFixture('yam-master/fixtures/line-win-real-dice.json'),
]);

const jsonFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(text),
});

async function importHistory(page: Page) {
  await page.goto('/history');
  await page.getByTestId('import-history').setInputFiles(jsonFile('history.json', HISTORY));
  await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(2);
}

/** Deletes the app's database from a page where the app is not running (so nothing holds it open). */
async function clearDatabase(page: Page) {
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase('dicetable');
        request.onsuccess = resolve;
        request.onerror = reject;
        request.onblocked = () => reject(new Error('the database is still open'));
      }),
  );
}

test('back up everything, clear the database, restore: the games are back', async ({ page }) => {
  await importHistory(page);
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Back up everything' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dicetable-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await file.path(), 'utf8');
  const backup = JSON.parse(text);
  expect(backup).toMatchObject({ format: 'dicetable-backup', version: 1 });
  expect(backup.games).toHaveLength(2);
  await expect(page.getByTestId('backup-outcome')).toHaveText('Backed up 2 games and 2 players in one file.');

  await clearDatabase(page);
  await page.goto('/history');
  await expect(page.getByTestId('history-list')).toHaveCount(0);

  await page.goto('/settings');
  await page.getByTestId('restore-backup').setInputFiles(jsonFile('backup.json', text));
  await expect(page.getByTestId('backup-outcome')).toHaveText(
    'Restored. Games added: 2; added beside a differing version here: 0; already here: 0. Players added: 2.',
  );
  // Restoring again adds nothing: the games are already here.
  await page.getByTestId('restore-backup').setInputFiles(jsonFile('backup.json', text));
  await expect(page.getByTestId('backup-outcome')).toHaveText(
    'Restored. Games added: 0; added beside a differing version here: 0; already here: 2. Players added: 0.',
  );
  await page.goto('/history');
  const list = page.getByTestId('history-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Yam Master');
  await list.getByRole('link').first().click();
  await expect(page.getByText('Game over').first()).toBeVisible();
});

test('a foreign, damaged or newer file is refused with words and changes nothing', async ({ page }) => {
  await importHistory(page);
  await page.goto('/settings');
  const restore = page.getByTestId('restore-backup');
  const outcome = page.getByRole('alert');
  await restore.setInputFiles(jsonFile('notes.json', '{"shopping":["dice","pencils"]}'));
  await expect(outcome).toHaveText('This is not a Dicetable backup, so nothing was restored.');
  await restore.setInputFiles(jsonFile('history.json', HISTORY));
  await expect(outcome).toHaveText('This is a history file, not a backup: import it on the History screen.');
  await restore.setInputFiles(
    jsonFile('cut.json', '{"format":"dicetable-backup","version":1,"games":[{"id"'),
  );
  await expect(outcome).toHaveText('This backup is damaged (cut short or changed), so nothing was restored.');
  await page.getByTestId('language-select').selectOption('pt');
  await restore.setInputFiles(
    jsonFile('new.json', '{"format":"dicetable-backup","version":9,"games":[],"players":[],"settings":{}}'),
  );
  await expect(outcome).toHaveText(
    'Esta cópia foi feita por um Dicetable mais recente. Atualiza a app e depois restaura-a.',
  );
  await page.goto('/history');
  await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(2);
});

test('Settings shows whether storage is kept for good and how much is used, and can ask', async ({
  page,
}) => {
  await storageAnswers(page, { persisted: false, grant: true });
  await importHistory(page);
  await page.goto('/settings');
  const persistence = page.getByTestId('storage-persistence');
  await expect(persistence).toHaveText(/^Not kept for good: when the device runs short of space/);
  // What the browser itself reports, through Intl with units.
  const estimate = await page.evaluate(() => navigator.storage.estimate());
  expect(estimate.usage).toBeGreaterThan(0);
  await expect(page.getByTestId('storage-usage')).toHaveText(
    /^\d+(\.\d)? (byte|kB|MB|GB) used of \d+(\.\d)? (kB|MB|GB|TB) this browser allows\.$/,
  );
  await page.getByRole('button', { name: 'Ask the browser to keep them' }).click();
  await expect(page.getByRole('status')).toHaveText('The browser will keep Dicetable’s games.');
  await expect(persistence).toHaveText(
    'Kept for good: the browser has promised not to clear Dicetable’s games.',
  );
  await page.getByTestId('language-select').selectOption('de');
  await expect(page.getByTestId('storage-usage')).toHaveText(/ belegt von .*, die dieser Browser erlaubt\.$/);
});

test('after the first saved game the app explains and offers to keep the games, never over a game', async ({
  page,
}) => {
  await storageAnswers(page, { persisted: false, grant: false });
  await page.goto('/');
  await expect(page.getByTestId('backup-prompt')).toHaveCount(0);
  await startJambGame(page, { players: ['Ana'], roll: false });
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
  // The game screen is left alone.
  await expect(page.getByTestId('backup-prompt')).toHaveCount(0);

  await page.goto('/');
  const prompt = page.getByTestId('backup-prompt');
  await expect(prompt).toContainText('Your games are saved in this browser.');
  // Going to the game inside the app leaves it alone too, and back home the offer is there again. The
  // offer is gone by the game's first frame: leaving later would move the whole game up under a finger.
  await page.evaluate(() => {
    const seen = document.documentElement.dataset;
    new MutationObserver(() => {
      if (document.querySelector('.jamb-table') && document.querySelector('[data-testid="backup-prompt"]'))
        seen.promptOverGame = 'yes';
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('continue-game').click();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.promptOverGame)).toBeUndefined();
  await page.goBack();
  await expect(prompt).toContainText('Your games are saved in this browser.');
  await prompt.getByRole('button', { name: 'Keep my games' }).click();
  await expect(prompt.getByRole('status')).toHaveText(/^The browser did not promise to keep them/);
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toHaveCount(0);
  // Answered once, it is not offered again by itself.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dicetable' })).toBeVisible();
  await expect(page.getByTestId('backup-prompt')).toHaveCount(0);
});

test('a backup with a rule-breaking game restores the good one and names the refused one', async ({
  page,
}) => {
  const good = ruleFixture('jamb/fixtures/solo-real-dice.log.json');
  const illegal = ruleFixture('yam-master/fixtures/illegal-place.json');
  const record = (id: string, log: { game: string; createdAt: string }) => ({
    id,
    game: log.game,
    log,
    status: 'finished',
    players: ['Ana'],
    title: 'kept',
    createdAt: log.createdAt,
    updatedAt: log.createdAt,
  });
  const backup = {
    format: 'dicetable-backup',
    version: 1,
    exportedAt: '2026-12-01T10:00:00.000Z',
    games: [record('good', good), record('broken', illegal)],
    players: [],
    settings: {},
  };
  await page.goto('/settings');
  await page.getByTestId('restore-backup').setInputFiles(jsonFile('backup.json', JSON.stringify(backup)));
  await expect(page.getByTestId('backup-outcome')).toContainText('Games added: 1;');
  const refused = page.getByTestId('refused-games');
  await expect(refused).toContainText('Yam Master of');
  await expect(refused).toContainText('action 4 in the file breaks the rules');
  await page.goto('/history');
  await expect(page.getByTestId('history-list').getByRole('listitem')).toHaveCount(1);
});
