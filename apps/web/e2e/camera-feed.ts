// A still picture as the camera Chromium fakes: one frame of a Y4M file, which the fake device plays in
// a loop (--use-file-for-fake-video-capture). Y4M is plain YUV 4:2:0, so no encoder is needed.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { chromiumArgs, findSystemChromium } from '../../../tooling/chromium.mjs';

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** RGBA pixels as a one-frame Y4M file (BT.601, video range); odd sizes lose their last column or row. */
export function y4m({ width, height, data }: Rgba): Buffer {
  const w = width & ~1;
  const h = height & ~1;
  const luma = Buffer.alloc(w * h);
  const u = Buffer.alloc((w / 2) * (h / 2));
  const v = Buffer.alloc((w / 2) * (h / 2));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * width + x) * 4;
      luma[y * w + x] = 16 + 0.257 * data[i]! + 0.504 * data[i + 1]! + 0.098 * data[i + 2]!;
    }
  }
  for (let y = 0; y < h; y += 2) {
    for (let x = 0; x < w; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + dy) * width + x + dx) * 4;
        r += data[i]! / 4;
        g += data[i + 1]! / 4;
        b += data[i + 2]! / 4;
      }
      const c = (y / 2) * (w / 2) + x / 2;
      u[c] = 128 - 0.148 * r - 0.291 * g + 0.439 * b;
      v[c] = 128 + 0.439 * r - 0.368 * g - 0.071 * b;
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${w} H${h} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  return Buffer.concat([header, luma, u, v]);
}

/**
 * Shows `picture` as the camera of every test in the calling spec file. Each worker process writes its own
 * picture file, which the browser reads at launch: so one picture per spec file.
 */
export function fakeCameraShows(picture: Rgba, name: string) {
  const feed = join(tmpdir(), `dicetable-${name}-${process.pid}.y4m`);
  writeFileSync(feed, y4m(picture));
  test.afterAll(() => rmSync(feed, { force: true }));
  // Reading frames takes a core of its own: on a busy machine the first proposal can take a while.
  test.describe.configure({ timeout: 180_000 });
  test.use({
    launchOptions: {
      executablePath: findSystemChromium(),
      args: [
        ...chromiumArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${feed}`,
      ],
    },
  });
}
