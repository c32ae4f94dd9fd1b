// Dice far from the tablet in a camera that gives more pixels than 640: once the dice look small the
// frames are read in twice the detail, and the throw is read whole. Its own file: the fake camera's
// picture is fixed when the browser starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseYoloLabels } from '@dicetable/vision/scoring';
import { expect, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import { fakeCameraShows } from './camera-feed.ts';
import { cameraOnNewJamb } from './camera-setting.ts';
import { keepScreenshot } from './keep-screenshot.ts';

// A held-out photo of five dice 40–50 px across (CC BY 4.0, packages/vision/DATA.md), unscaled in the middle
// of a 1280×720 camera picture with its edges drawn out: in a 640 px frame the dice are 20–25 px, and the
// reader finds four of them; in the 1280 px frame it reads all five (`read-dice` on both pictures).
const PHOTO = fileURLToPath(
  new URL(
    '../../../packages/vision/samples/images/IMG_20191209_095944_jpg.rf.09d8407c7c4a80044d966da46ecb3322.jpg',
    import.meta.url,
  ),
);
const photo = jpeg.decode(readFileSync(PHOTO), { useTArray: true });

/**
 * The photo in the middle of a 1280×720 picture (the size the camera is asked for, so the fake camera
 * shows it unscaled), each pixel outside it the photo's nearest edge pixel.
 */
function inCameraPicture() {
  const { width, height, data } = photo;
  const [outWidth, outHeight] = [1280, 720];
  const [left, top] = [(outWidth - width) / 2, (outHeight - height) / 2];
  const out = new Uint8Array(outWidth * outHeight * 4);
  for (let y = 0; y < outHeight; y++) {
    const v = Math.min(height - 1, Math.max(0, y - top));
    for (let x = 0; x < outWidth; x++) {
      const u = Math.min(width - 1, Math.max(0, x - left));
      out.set(data.subarray((v * width + u) * 4, (v * width + u) * 4 + 4), (y * outWidth + x) * 4);
    }
  }
  return { width: outWidth, height: outHeight, data: out };
}

/** The throw in the photo, left to right, as the camera lists it. */
const THROW = parseYoloLabels(
  readFileSync(PHOTO.replace('/images/', '/labels/').replace(/\.jpg$/, '.txt'), 'utf8'),
  photo.width,
  photo.height,
)
  .sort((a, b) => a.box[0] + a.box[2] / 2 - (b.box[0] + b.box[2] / 2))
  .map((die) => die.value);

fakeCameraShows(inCameraPicture(), 'camera-detail');

test('dice small in a camera picture of 1280 px: the frames are read in detail and the whole throw is proposed', async ({
  page,
}) => {
  const dialog = await cameraOnNewJamb(page);
  await expect(dialog.getByRole('status')).toContainText(
    `Read: ${THROW.join(' ')}. Check them; tap a die to correct it.`,
    { timeout: 60_000 },
  );
  // The outlines are drawn over the picture as shown, whatever the detail the frame was read in: each
  // box around its die, in the middle half of the picture where the photo is.
  const boxes = await dialog.locator('.camera-die rect').evaluateAll((rects) =>
    rects.map((rect) => {
      const { x, width } = (rect as SVGRectElement).getBBox();
      return { x, width };
    }),
  );
  const frame = await dialog
    .locator('.camera-overlay')
    .evaluate((svg) => ({ width: (svg as SVGSVGElement).viewBox.baseVal.width }));
  expect(boxes).toHaveLength(5);
  for (const box of boxes) {
    expect(box.x).toBeGreaterThan(frame.width / 4 - 2);
    expect(box.x + box.width).toBeLessThan((3 * frame.width) / 4 + 2);
    expect(box.width).toBeLessThan(frame.width / 20);
  }
  await keepScreenshot(page, 'camera-detail');
});
