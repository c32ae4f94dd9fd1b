// A still picture as the camera Chromium fakes: one frame of a Y4M file, which the fake device plays in
// a loop (--use-file-for-fake-video-capture). Y4M is plain YUV 4:2:0, so no encoder is needed.
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

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

/** A JPEG or PNG decoded by the browser, as RGBA pixels. */
export async function decodePhoto(browser: Browser, file: string): Promise<Rgba> {
  const page = await browser.newPage();
  try {
    const base64 = readFileSync(file).toString('base64');
    const { width, height, pixels } = await page.evaluate(async (encoded) => {
      const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      }
      return { width: bitmap.width, height: bitmap.height, pixels: btoa(binary) };
    }, base64);
    return { width, height, data: new Uint8Array(Buffer.from(pixels, 'base64')) };
  } finally {
    await page.close();
  }
}
