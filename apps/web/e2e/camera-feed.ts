// A still picture as the camera Chromium fakes: one frame of a Y4M file, which the fake device plays in
// a loop (--use-file-for-fake-video-capture). Y4M is plain YUV 4:2:0, so no encoder is needed.

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
