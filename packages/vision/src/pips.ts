import type { GreyImage } from './grey.ts';

/** A round spot that differs from its surroundings: a candidate pip. */
export interface Pip {
  x: number;
  y: number;
  /** Radius of a disc with the blob's area. */
  r: number;
  /** True for dark pips on a light die, false for light pips on a dark die. */
  dark: boolean;
}

function integral(grey: GreyImage): Float64Array {
  const { width: w, height: h, data } = grey;
  const sums = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += data[y * w + x]!;
      sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1]! + row;
    }
  }
  return sums;
}

/**
 * Marks pixels darker (or lighter) than their neighbourhood's mean by more than `offset`: a pip stays
 * marked whatever the light on the table, since only the local contrast counts.
 */
function adaptiveMask(grey: GreyImage, sums: Float64Array, half: number, offset: number, dark: boolean) {
  const { width: w, height: h, data } = grey;
  const mask = new Uint8Array(w * h);
  const stride = w + 1;
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(h, y + half + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(w, x + half + 1);
      const total =
        sums[y1 * stride + x1]! - sums[y0 * stride + x1]! - sums[y1 * stride + x0]! + sums[y0 * stride + x0]!;
      const mean = total / ((y1 - y0) * (x1 - x0));
      const v = data[y * w + x]!;
      mask[y * w + x] = dark ? (v < mean - offset ? 1 : 0) : v > mean + offset ? 1 : 0;
    }
  }
  return mask;
}

interface Blob {
  area: number;
  sumX: number;
  sumY: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  sumV: number;
}

/** 4-connected components of the mask, found with an explicit stack. */
function blobs(mask: Uint8Array, grey: GreyImage, maxArea: number): Blob[] {
  const { width: w, height: h, data } = grey;
  const found: Blob[] = [];
  const stack: number[] = [];
  const visit = (i: number) => {
    if (mask[i] !== 1) return;
    mask[i] = 2;
    stack.push(i);
  };
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== 1) continue;
    mask[start] = 2;
    stack.push(start);
    const b: Blob = { area: 0, sumX: 0, sumY: 0, minX: w, maxX: 0, minY: h, maxY: 0, sumV: 0 };
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % w;
      const y = (i - x) / w;
      b.area++;
      b.sumX += x;
      b.sumY += y;
      b.sumV += data[i]!;
      if (x < b.minX) b.minX = x;
      if (x > b.maxX) b.maxX = x;
      if (y < b.minY) b.minY = y;
      if (y > b.maxY) b.maxY = y;
      if (x > 0) visit(i - 1);
      if (x < w - 1) visit(i + 1);
      if (y > 0) visit(i - w);
      if (y < h - 1) visit(i + w);
    }
    if (b.area <= maxArea) found.push(b);
  }
  return found;
}

/** Round, compact spots of both polarities, at a size a die's pip can have in this picture. */
export interface PipOptions {
  /** Half the side of the neighbourhood, as a fraction of the picture's shorter side. */
  window: number;
  /** Grey levels a pip must differ from its neighbourhood's mean. */
  offset: number;
}

export const PIP_OPTIONS: PipOptions = { window: 1 / 24, offset: 18 };

export function findPips(grey: GreyImage, options: PipOptions = PIP_OPTIONS): Pip[] {
  const minSide = Math.min(grey.width, grey.height);
  const half = Math.max(7, Math.round(minSide * options.window));
  const maxR = minSide / 16;
  const sums = integral(grey);
  const pips: Pip[] = [];
  for (const dark of [true, false]) {
    const mask = adaptiveMask(grey, sums, half, options.offset, dark);
    for (const b of blobs(mask, grey, Math.PI * maxR * maxR)) {
      if (b.area < 12) continue;
      const bw = b.maxX - b.minX + 1;
      const bh = b.maxY - b.minY + 1;
      const aspect = Math.max(bw, bh) / Math.min(bw, bh);
      const fill = b.area / (bw * bh);
      if (aspect > 1.8 || fill < 0.5) continue;
      const x = b.sumX / b.area;
      const y = b.sumY / b.area;
      pips.push({ x, y, r: Math.sqrt(b.area / Math.PI), dark });
    }
  }
  return pips;
}
