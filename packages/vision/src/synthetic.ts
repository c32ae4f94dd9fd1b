import type { DiceImage, DieValue } from './types.ts';

/** Pip centres on a unit face (−1…1), for each value. */
export const PIP_LAYOUT: Record<DieValue, ReadonlyArray<readonly [number, number]>> = {
  1: [[0, 0]],
  2: [
    [-0.5, -0.5],
    [0.5, 0.5],
  ],
  3: [
    [-0.5, -0.5],
    [0, 0],
    [0.5, 0.5],
  ],
  4: [
    [-0.5, -0.5],
    [0.5, -0.5],
    [-0.5, 0.5],
    [0.5, 0.5],
  ],
  5: [
    [-0.5, -0.5],
    [0.5, -0.5],
    [0, 0],
    [-0.5, 0.5],
    [0.5, 0.5],
  ],
  6: [
    [-0.5, -0.5],
    [0.5, -0.5],
    [-0.5, 0],
    [0.5, 0],
    [-0.5, 0.5],
    [0.5, 0.5],
  ],
};

export interface SyntheticDie {
  value: DieValue;
  /** Centre and side of the face in pixels. */
  cx: number;
  cy: number;
  side: number;
  /** Turn of the face in radians. */
  angle: number;
  body: readonly [number, number, number];
  pip: readonly [number, number, number];
}

export interface SyntheticScene {
  width: number;
  height: number;
  table: readonly [number, number, number];
  dice: readonly SyntheticDie[];
  /** Amplitude of the deterministic grain added to every pixel. */
  noise?: number;
}

/** A flat, top-down picture of dice on a table: the reader's simplest case, with exact answers. */
export function renderScene(scene: SyntheticScene): DiceImage {
  const { width, height, table, dice, noise = 0 } = scene;
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 12345;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const grain = noise === 0 ? 0 : ((seed >>> 16) / 65536 - 0.5) * 2 * noise;
    data[i * 4] = table[0] + grain;
    data[i * 4 + 1] = table[1] + grain;
    data[i * 4 + 2] = table[2] + grain;
    data[i * 4 + 3] = 255;
  }
  for (const die of dice) paintDie(data, width, height, die);
  return { width, height, data, channels: 4 };
}

function paintDie(data: Uint8ClampedArray, width: number, height: number, die: SyntheticDie) {
  const half = die.side / 2;
  const reach = Math.ceil(half * Math.SQRT2) + 1;
  const cos = Math.cos(die.angle);
  const sin = Math.sin(die.angle);
  const pipR = die.side * 0.09;
  const corner = die.side * 0.12;
  for (let y = Math.max(0, Math.floor(die.cy - reach)); y < Math.min(height, die.cy + reach); y++) {
    for (let x = Math.max(0, Math.floor(die.cx - reach)); x < Math.min(width, die.cx + reach); x++) {
      const dx = x + 0.5 - die.cx;
      const dy = y + 0.5 - die.cy;
      const u = cos * dx + sin * dy;
      const v = -sin * dx + cos * dy;
      const qx = Math.max(Math.abs(u) - (half - corner), 0);
      const qy = Math.max(Math.abs(v) - (half - corner), 0);
      if (qx * qx + qy * qy > corner * corner) continue;
      let colour = die.body;
      for (const [px, py] of PIP_LAYOUT[die.value]) {
        const du = u - px * half;
        const dv = v - py * half;
        if (du * du + dv * dv <= pipR * pipR) colour = die.pip;
      }
      const i = (y * width + x) * 4;
      data[i] = colour[0];
      data[i + 1] = colour[1];
      data[i + 2] = colour[2];
    }
  }
}
