// A thing beside the dice that the reader takes for a die does not hold the throw up: the camera knows how
// many dice were thrown, proposes the likeliest, and shows the thing faintly for the player to swap in.
// Its own file: the fake camera's picture is fixed when the browser starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseYoloLabels } from '@dicetable/vision/scoring';
import { expect, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import { fakeCameraShows } from './camera-feed.ts';
import { cameraOnNewJamb } from './camera-setting.ts';
import { keepScreenshot } from './keep-screenshot.ts';
import { layoutProblems, MIN_TARGET } from './layout-problems.ts';

// Five real dice with a real thing pasted at their lower left, which `read-dice` reads as a 3 less likely
// than any die (packages/vision/samples/clutter/README.md: the sources, CC BY 4.0).
const samples = fileURLToPath(new URL('../../../packages/vision/samples/', import.meta.url));
const DICE_PHOTO = '00129_jpg.rf.3c630fccd55160da5f5ced5f4c174bb5';
/** The five dice as labelled, left to right: the order the camera proposes them in. */
const THROW = parseYoloLabels(readFileSync(`${samples}labels/${DICE_PHOTO}.txt`, 'utf8'), 640, 640)
  .sort((a, b) => a.box[0] + a.box[2] / 2 - (b.box[0] + b.box[2] / 2))
  .map((die) => die.value);
const THING = 3;
fakeCameraShows(
  jpeg.decode(readFileSync(`${samples}clutter/thing-beside-five-dice.jpg`), { useTArray: true }),
  'camera-clutter',
);

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

test('a thing beside five dice: the five are proposed, the thing shown faintly, and a tap swaps it in', async ({
  page,
}) => {
  const dialog = await cameraOnNewJamb(page);
  const status = dialog.getByRole('status');
  await expect(status).toContainText(`Read: ${THROW.join(' ')}. Check them; tap a die to correct it.`, {
    // Reading frames shares the machine's cores with the rest of the test run.
    timeout: 120_000,
  });
  await expect(dialog.locator('.camera-die.proposed text')).toHaveText(THROW.map(String));
  // The thing: drawn faintly over the picture, and listed as also seen.
  const faint = dialog.locator('.camera-die.other');
  await expect(faint.locator('text')).toHaveText([String(THING)]);
  expect(Number(await faint.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
  const others = dialog.getByRole('group', { name: 'Also seen, less likely: tap one to use it instead' });
  // It is offered in place of the least likely die, one of the 6s (all three are read with more certainty
  // than the thing).
  const offer = others.getByRole('button');
  await expect(offer).toHaveCount(1);
  await expect(offer).toHaveAccessibleName(new RegExp(`^Use the ${THING} also seen instead of die [1-5]$`));
  const replaced = Number((await offer.getAttribute('aria-label'))!.slice(-1));
  await expect(dialog.getByRole('button', { name: `Die ${replaced}: 6. Correct it` })).toBeVisible();

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await keepScreenshot(page, `camera-clutter-${size.width}x${size.height}`);
    // The dialog is modal and fixed: the game screen behind it is not what this test looks at.
    const problems = await page.evaluate(layoutProblems, {
      minTarget: MIN_TARGET,
      atOnce: false,
      covered: true,
    });
    expect(problems.filter((problem) => !problem.control.startsWith('page ('))).toEqual([]);
    // Each value over the picture sits in a badge at least 24 px across, on a phone too.
    const badges = await dialog
      .locator('.camera-die circle')
      .evaluateAll((circles) => circles.map((circle) => Math.round(circle.getBoundingClientRect().width)));
    expect(badges.filter((width) => width < 24)).toEqual([]);
  }

  // The thing lies left of every die: swapped in, it comes first, and the 6 it replaces is now also seen.
  await faint.click();
  const swapped = [THING, ...THROW.filter((_, i) => i !== THROW.indexOf(6))];
  await expect(status).toContainText(`Read: ${swapped.join(' ')}. Check them; tap a die to correct it.`);
  await expect(faint.locator('text')).toHaveText(['6']);
  await expect(offer).toHaveAttribute('data-value', '6');
  await dialog.getByRole('button', { name: 'Use these dice' }).click();
  await expect(dialog).toBeHidden();
  for (const [i, value] of swapped.entries()) {
    await expect(page.getByTestId(`die-${i}`)).toHaveAttribute('data-value', String(value));
  }
});
