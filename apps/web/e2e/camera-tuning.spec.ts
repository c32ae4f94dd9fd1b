// "Learn my dice": with it on, the dice of each throw confirmed with the camera are kept on the device and
// the reader is tuned on them (every 10 dice, in its worker); Settings says how many dice it is tuned on,
// and forgetting them brings that to nothing. Its own file: the fake camera's picture is fixed when the
// browser starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import { fakeCameraShows } from './camera-feed.ts';
import { offerCamera } from './camera-setting.ts';
import { keepScreenshot } from './keep-screenshot.ts';
import { layoutProblems, MIN_TARGET } from './layout-problems.ts';
import { savedSetting } from './saved-settings.ts';
import { seriousViolations } from './serious-violations.ts';
import { startJambGame } from './start-game.ts';

// A held-out photo of five real dice (never trained on; CC BY 4.0, packages/vision/DATA.md).
const PHOTO = fileURLToPath(
  new URL(
    '../../../packages/vision/samples/images/00129_jpg.rf.3c630fccd55160da5f5ced5f4c174bb5.jpg',
    import.meta.url,
  ),
);
fakeCameraShows(jpeg.decode(readFileSync(PHOTO), { useTArray: true }), 'camera-tuning');

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

const learnSwitch = (page: Page) => page.getByRole('switch', { name: /^Learn my dice/ });

/** How many dice the kept tuned reader was tuned on, read from its database (0: none). */
const tunedOn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('dicetable-reader-tuning');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('tuning')) {
            db.close();
            resolve(0);
            return;
          }
          const read = db.transaction('tuning').objectStore('tuning').get('reader');
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { tuned?: { dice: number } | null } | undefined)?.tuned?.dice ?? 0);
          };
        };
      }),
  );

/** Opens the camera on the dice thrown, waits for the proposal and confirms it. */
async function confirmThrow(page: Page) {
  await page.getByRole('button', { name: 'Read the 5 dice thrown with the camera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Read the dice with the camera' });
  await expect(dialog.getByText(/“Learn my dice” is on/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Use the camera' }).click();
  // Reading frames shares the machine's cores with the rest of the test run.
  await expect(dialog.getByRole('button', { name: 'Use these dice' })).toBeVisible({ timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Use these dice' }).click();
  await expect(dialog).toBeHidden();
}

test('two throws confirmed with “Learn my dice” on tune the reader on their 10 dice; forgetting them brings it to nothing', async ({
  page,
}) => {
  await offerCamera(page);
  await expect(learnSwitch(page)).not.toBeChecked();
  await expect(page.getByTestId('reader-tuned')).toHaveCount(0);
  await expect(async () => {
    await learnSwitch(page).check();
    await expect.poll(() => savedSetting(page, 'readerTuning'), { timeout: 2000 }).toBe(true);
  }).toPass({ timeout: 20_000 });

  await startJambGame(page, { players: ['Ana'], dice: 'Real dice', roll: false });
  await confirmThrow(page);
  await expect(page.getByText('Roll 1 of 3')).toBeVisible();
  await confirmThrow(page);
  await expect(page.getByText('Roll 2 of 3')).toBeVisible();
  // The worker tunes after the dialog has closed: the page stays until it has kept what it learnt.
  await expect.poll(() => tunedOn(page), { timeout: 120_000 }).toBe(10);

  await page.goto('/settings');
  await expect(learnSwitch(page)).toBeChecked();
  const tuned = page.getByTestId('reader-tuned');
  await expect(tuned).toHaveText('Reader tuned on 10 of your dice');
  expect(await seriousViolations(page)).toEqual([]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.getByTestId('reader-tuning').scrollIntoViewIfNeeded();
    await keepScreenshot(page, `reader-tuning-${size.width}x${size.height}`);
    const problems = await page.evaluate(layoutProblems, {
      minTarget: MIN_TARGET,
      atOnce: false,
      covered: true,
    });
    expect(problems).toEqual([]);
  }

  await page.getByRole('button', { name: 'Forget my dice' }).click();
  await expect(tuned).toHaveCount(0);
  expect(await tunedOn(page)).toBe(0);
  await page.reload();
  await expect(learnSwitch(page)).toBeChecked();
  await expect(page.getByTestId('reader-tuned')).toHaveCount(0);
});
