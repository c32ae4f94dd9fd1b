// Dice far from the tablet: the camera still reads them, and asks the player to bring the tablet closer,
// where the reader reads dice better (bench vision --by-size). Its own file: the fake camera's picture is
// fixed when the browser starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import { fakeCameraShows } from './camera-feed.ts';
import { cameraOnNewJamb } from './camera-setting.ts';
import { keepScreenshot } from './keep-screenshot.ts';

// A held-out photo of five dice 40–50 px across (CC BY 4.0, packages/vision/DATA.md), shown at 70% in the
// middle of the frame with its edges drawn out, as from a tablet held higher: the dice are 30–35 px.
const PHOTO = fileURLToPath(
  new URL(
    '../../../packages/vision/samples/images/IMG_20191209_095944_jpg.rf.09d8407c7c4a80044d966da46ecb3322.jpg',
    import.meta.url,
  ),
);
const photo = jpeg.decode(readFileSync(PHOTO), { useTArray: true });

/** The photo shrunk by `scale` (each pixel the mean of the photo's pixels under it) and centred. */
function fartherAway(scale: number) {
  const { width, height, data } = photo;
  const out = new Uint8Array(width * height * 4);
  const inner = Math.round(width * scale);
  const offset = Math.floor((width - inner) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = Math.min(inner - 1, Math.max(0, x - offset));
      const v = Math.min(inner - 1, Math.max(0, y - offset));
      const x0 = Math.floor(u / scale);
      const y0 = Math.floor(v / scale);
      const x1 = Math.min(width, Math.floor((u + 1) / scale));
      const y1 = Math.min(height, Math.floor((v + 1) / scale));
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let sy = y0; sy < y1; sy++)
          for (let sx = x0; sx < x1; sx++) sum += data[(sy * width + sx) * 4 + c]!;
        out[(y * width + x) * 4 + c] = sum / ((x1 - x0) * (y1 - y0));
      }
    }
  }
  return { width, height, data: out };
}

fakeCameraShows(fartherAway(0.7), 'camera-far');

test('dice small in the picture: the camera asks the player to bring the tablet closer', async ({ page }) => {
  const dialog = await cameraOnNewJamb(page);
  const status = dialog.getByRole('status');
  await expect(status).toContainText(
    'The dice look small: bring the tablet closer, so that they fill more of the picture.',
    { timeout: 30_000 },
  );
  // Said beside what the camera reads, never instead of it: the proposal can still be checked and used.
  await expect(status).toContainText(/^(Read: [1-6]( [1-6]){4}\. Check them|Looking for 5 dice|Hold still)/);
  const advice = dialog.getByTestId('camera-closer');
  await expect(advice).toHaveCSS('display', 'block');
  await expect(advice).toHaveCSS('font-weight', '400');
  await keepScreenshot(page, 'camera-closer');
});
