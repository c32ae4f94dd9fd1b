// The camera reads real dice: Chromium's fake camera shows a photo of a real throw, the app proposes the
// dice once the frames agree, the player corrects one and confirms, and the throw is on the sheet.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseYoloLabels } from '@dicetable/vision/scoring';
import { expect, type Page, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import { fakeCameraShows } from './camera-feed.ts';
import { cameraSwitch, offerCamera } from './camera-setting.ts';
import { seriousViolations } from './serious-violations.ts';
import { untilServiceWorkerControls } from './service-worker.ts';
import { startJambGame } from './start-game.ts';

// A held-out photo of five real dice (never trained on; CC BY 4.0, packages/vision/DATA.md) with its labels.
const PHOTO = fileURLToPath(
  new URL(
    '../../../packages/vision/samples/images/00129_jpg.rf.3c630fccd55160da5f5ced5f4c174bb5.jpg',
    import.meta.url,
  ),
);
const picture = jpeg.decode(readFileSync(PHOTO), { useTArray: true });
/** The throw in the photo, left to right (by the centres of the labelled boxes), as the camera lists it. */
const THROW = parseYoloLabels(
  readFileSync(PHOTO.replace('/images/', '/labels/').replace(/\.jpg$/, '.txt'), 'utf8'),
  640,
  640,
)
  .sort((a, b) => a.box[0] + a.box[2] / 2 - (b.box[0] + b.box[2] / 2))
  .map((die) => die.value);
fakeCameraShows(picture, 'camera-feed');

/**
 * Keeps every camera stream the page opens, the constraints it asked for and how many frames the dice
 * reader has answered, for the test to check.
 */
async function watchCamera(page: Page) {
  await page.addInitScript(() => {
    const record = { streams: [] as MediaStream[], constraints: [] as unknown[], framesRead: 0 };
    Object.assign(window, { cameraRecord: record });
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', (event) => {
          if (Array.isArray((event.data as { dice?: unknown }).dice)) record.framesRead += 1;
        });
      }
    };
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      record.constraints.push(constraints);
      const stream = await original(constraints);
      record.streams.push(stream);
      return stream;
    };
  });
}

const cameraRecord = (page: Page) =>
  page.evaluate(() => {
    const { streams, constraints, framesRead } = (
      window as unknown as {
        cameraRecord: { streams: MediaStream[]; constraints: unknown[]; framesRead: number };
      }
    ).cameraRecord;
    return {
      constraints,
      tracks: streams.flatMap((stream) => stream.getTracks().map((track) => track.readyState)),
      framesRead,
    };
  });

async function newRealDiceJamb(page: Page) {
  await startJambGame(page, { players: ['Ana'], dice: 'Real dice', roll: false });
}

const camera = (page: Page) => page.getByRole('dialog', { name: 'Read the dice with the camera' });
const cameraButton = (page: Page) =>
  page.getByRole('button', { name: /^Read the \d dice thrown with the camera$/ });

test('with the settings as they come, the keypad has no Camera button until the trial is turned on', async ({
  page,
}) => {
  await page.goto('/settings');
  await expect(cameraSwitch(page)).not.toBeChecked();
  await expect(
    page.getByText('The reader still misreads many dice: check every die before you use them.'),
  ).toBeVisible();
  await newRealDiceJamb(page);
  await expect(page.getByRole('button', { name: 'Enter a 6' })).toBeVisible();
  await expect(cameraButton(page)).toHaveCount(0);
  await offerCamera(page);
  await newRealDiceJamb(page);
  await expect(cameraButton(page)).toBeVisible();
});

test('the camera proposes the throw in the picture; a corrected die and “Use these dice” put it on the sheet', async ({
  page,
}) => {
  await watchCamera(page);
  await offerCamera(page);
  await newRealDiceJamb(page);
  await page.getByRole('button', { name: 'Read the 5 dice thrown with the camera' }).click();
  const dialog = camera(page);
  await expect(dialog.getByText(/Point the tablet down at the 5 dice thrown/)).toBeVisible();
  // Nothing is asked of the camera before the player chooses to use it.
  expect((await cameraRecord(page)).constraints).toEqual([]);

  await dialog.getByRole('button', { name: 'Use the camera' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Read: ${THROW.join(' ')}. Check them; tap a die to correct it.`,
    { timeout: 30_000 },
  );
  expect((await cameraRecord(page)).constraints).toEqual([
    { audio: false, video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } } },
  ]);
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('playsinline', '');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  // Each die is outlined over the picture with the value read.
  await expect(dialog.locator('.camera-die.proposed text')).toHaveText(THROW.map(String));
  // Each value sits in the picture, on or beside its own die and off the others: the photo's top die
  // touches the picture's edge, and its middle die has a neighbour just above it.
  const badges = await dialog.locator('.camera-overlay').evaluate((svg: SVGSVGElement) => {
    const frame = svg.viewBox.baseVal;
    return [...svg.querySelectorAll('.camera-die')].map((die) => {
      const circle = die.querySelector('circle')!;
      const at = (name: string) => Number(circle.getAttribute(name));
      return {
        inside:
          at('cx') - at('r') >= 0 &&
          at('cy') - at('r') >= 0 &&
          at('cx') + at('r') <= frame.width &&
          at('cy') + at('r') <= frame.height,
        onOthers: [...svg.querySelectorAll('.camera-die')]
          .filter((other) => other !== die)
          .some((other) => {
            const box = other.querySelector('rect')!.getBBox();
            return (
              at('cx') > box.x &&
              at('cx') < box.x + box.width &&
              at('cy') > box.y &&
              at('cy') < box.y + box.height
            );
          }),
      };
    });
  });
  expect(badges).toEqual(THROW.map(() => ({ inside: true, onOthers: false })));
  // Nothing is entered until the player confirms.
  await expect(page.getByTestId('die-0')).toHaveAttribute('data-value', '');
  expect(await seriousViolations(page, undefined, '.camera-dialog')).toEqual([]);

  // The fourth die is set to a value other than the one read, so that the correction shows.
  const corrected = THROW[3] === 6 ? 1 : 6;
  await dialog.getByRole('button', { name: `Die 4: ${THROW[3]}. Correct it` }).click();
  await dialog
    .getByRole('group', { name: 'Die 4 shows' })
    .getByRole('button', { name: `Set to ${corrected}` })
    .click();
  const entered = THROW.map((value, i) => (i === 3 ? corrected : value));
  await expect(dialog.getByRole('status')).toHaveText(
    `Read: ${entered.join(' ')}. Check them; tap a die to correct it.`,
  );
  await dialog.getByRole('button', { name: 'Use these dice' }).click();

  await expect(dialog).toBeHidden();
  expect((await cameraRecord(page)).tracks).toEqual(['ended']);
  for (const [i, value] of entered.entries()) {
    await expect(page.getByTestId(`die-${i}`)).toHaveAttribute('data-value', String(value));
  }
  await expect(page.getByText('Roll 1 of 3')).toBeVisible();
  const sum = entered.reduce((total, value) => total + value, 0);
  await page.getByRole('button', { name: new RegExp(`^Write ${sum} in Max, Free\\b`) }).click();
  await expect(page.locator('.jamb-table [data-cell="free-max"]')).toHaveText(String(sum));
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('offline, with two sixes held and left in the picture, the camera proposes only the three dice thrown', async ({
    page,
    context,
  }) => {
    await watchCamera(page);
    // The dice reader's worker is precached: once the service worker is active it loads without a network.
    await untilServiceWorkerControls(page);
    await offerCamera(page);
    await context.setOffline(true);
    await newRealDiceJamb(page);
    for (const value of [6, 6, 2, 3, 4]) await page.locator(`.dice-keypad [data-key="${value}"]`).click();
    await page.getByTestId('die-0').click();
    await page.getByTestId('die-1').click();
    await page.getByRole('button', { name: 'Read the 3 dice thrown with the camera' }).click();
    const dialog = camera(page);
    await expect(dialog.getByText(/Held dice can stay in the picture/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Use the camera' }).click();
    // The picture shows five dice, three of them sixes: two are known as the held sixes and left out.
    await expect(dialog.getByTestId('camera-held')).toHaveText('Held dice in the picture, left out: 6 6.', {
      timeout: 30_000,
    });
    const thrown: number[] = [...THROW];
    for (const held of [6, 6]) thrown.splice(thrown.indexOf(held), 1);
    const proposed = dialog.locator('.camera-proposal-die');
    await expect(proposed).toHaveCount(3);
    const values = await proposed.evaluateAll((dice) =>
      dice.map((die) => Number(die.getAttribute('data-value'))),
    );
    expect(values.sort()).toEqual(thrown.sort());
    await expect(dialog.locator('.camera-die.held')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Use these dice' }).click();
    await expect(dialog).toBeHidden();
    expect((await cameraRecord(page)).tracks).toEqual(['ended']);
    await expect(page.getByTestId('die-0')).toHaveAttribute('data-value', '6');
    await expect(page.getByTestId('die-1')).toHaveAttribute('data-value', '6');
    await context.setOffline(false);
  });
});
