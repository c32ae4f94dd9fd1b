// Damaged saves, the same in every game: a corrupt, truncated, foreign or newer file is refused with
// one clear explanation and changes nothing; a damaged saved game says why it does not open.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';

const fixture = (path: string) =>
  readFileSync(new URL(`../../../packages/rules/src/${path}`, import.meta.url), 'utf8');
const jambLog = fixture('jamb/fixtures/solo-real-dice.log.json');
const yamLog = fixture('yam-master/fixtures/line-win-real-dice.json');
const jamSumoLog = JSON.stringify(JSON.parse(fixture('jamsumo/fixtures/jamsumo-pad.json')).log);

const file = (text: string) => ({
  name: 'game.json',
  mimeType: 'application/json',
  buffer: Buffer.from(text),
});

/** The damage every game meets the same way, and the words it is met with. */
function damages(valid: string): [string, string][] {
  const newer = JSON.stringify({ ...JSON.parse(valid), version: 2 });
  return [
    [valid.slice(0, valid.length / 2), 'Import refused: the file is not valid JSON. Nothing was changed.'],
    [
      newer,
      'Import refused: the file was written by a newer Dicetable. Update the app first. Nothing was changed.',
    ],
    [
      JSON.stringify({ ...JSON.parse(valid), setup: 7 }),
      'Import refused: the file is damaged: its setup or actions are missing. Nothing was changed.',
    ],
    [
      '{"title":"shopping list"}',
      'Import refused: the file is not a Dicetable game file. Nothing was changed.',
    ],
  ];
}

/** Puts a record straight into the app's database, as a damaged disk or an old bug might have left it. */
async function storeRecord(page: Page, record: Record<string, unknown>) {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('dicetable');
        request.onsuccess = () => {
          const tx = request.result.transaction('games', 'readwrite');
          tx.objectStore('games').put(value);
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        request.onerror = () => reject(request.error);
      }),
    record,
  );
}

const damagedRecord = (id: string, game: string, log: string) => ({
  id,
  game,
  log: { ...JSON.parse(log), version: 9 },
  title: 'From a newer app',
  players: ['Zoë'],
  status: 'playing',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

const OPEN_REFUSED =
  'This saved game cannot be opened: its game log was written by a newer Dicetable. Update the app first. It is kept as it is; your other games are not affected.';

async function refuseAll(input: Locator, message: Locator, saved: Locator, valid: string) {
  for (const [text, words] of damages(valid)) {
    await input.setInputFiles(file(text));
    await expect(message).toHaveText(words);
    await expect(saved).toHaveCount(1);
  }
}

test('Jamb: damaged files are refused in words; a damaged saved game says why; the other game survives', async ({
  page,
}) => {
  await page.goto('/jamb');
  await page.getByTestId('jamb-import').setInputFiles(file(jambLog));
  await expect(page).toHaveURL(/\/jamb\/play\//);
  await page.goto('/jamb');
  const saved = page.getByTestId('jamb-saved-game');
  await expect(saved).toHaveCount(1);
  const status = page.getByRole('status').filter({ hasText: /Import/ });
  await refuseAll(page.getByTestId('jamb-import'), status, saved, jambLog);

  await storeRecord(page, damagedRecord('damaged-jamb', 'jamb', jambLog));
  await page.goto('/jamb/play/damaged-jamb');
  await expect(page.getByTestId('game-not-opened')).toHaveText(OPEN_REFUSED);
  await page.getByRole('link', { name: 'Back to the games' }).click();
  await expect(saved).toHaveCount(2);
  // Both name Ana (a list names the players its log seats); the finished one is viewed.
  await saved.getByRole('link', { name: 'View' }).click();
  await expect(page.locator('.jamb-finished').getByTestId('jamb-grand-total')).toHaveText('1649');
});

test('Yam Master: damaged files are refused in words; a damaged saved game says why; the other game survives', async ({
  page,
}) => {
  await page.goto('/yam-master');
  await page.getByTestId('import-file').setInputFiles(file(yamLog));
  await expect(page.getByTestId('end-panel')).toBeVisible();
  await page.goto('/yam-master');
  const saved = page.getByTestId('saved-game');
  await expect(saved).toHaveCount(1);
  await refuseAll(page.getByTestId('import-file'), page.getByTestId('import-error'), saved, yamLog);

  await storeRecord(page, damagedRecord('damaged-yam', 'yam-master', yamLog));
  await page.goto('/yam-master/damaged-yam');
  await expect(page.getByTestId('game-not-opened')).toHaveText(OPEN_REFUSED);
  await page.getByRole('link', { name: 'Back to the games' }).click();
  await expect(saved).toHaveCount(2);
  await saved.filter({ hasText: 'Finished' }).getByRole('link', { name: 'Open' }).click();
  await expect(page.getByTestId('end-panel')).toContainText('Ana wins with a line of five!');
});

test('JamSumo: damaged files are refused in words and the saved game survives', async ({ page }) => {
  await page.goto('/jamsumo');
  const input = page.getByTestId('import-file');
  await input.setInputFiles(file(jamSumoLog));
  // An imported game opens, as in every game.
  await expect(page).toHaveURL(/\/jamsumo\/(?:pad|play)\//);
  await page.goto('/jamsumo');
  const saved = page.locator('.js-game-item');
  await expect(saved).toHaveCount(1);
  await refuseAll(input, page.getByRole('alert'), saved, jamSumoLog);
  await page.reload();
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Score pad');
});
