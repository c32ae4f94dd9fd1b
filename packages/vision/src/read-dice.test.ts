import { describe, expect, it } from 'vitest';
import { readDice } from './read-dice.ts';
import { renderScene, type SyntheticDie } from './synthetic.ts';
import type { DieValue } from './types.ts';

const WHITE = [235, 232, 225] as const;
const BLACK = [25, 25, 30] as const;
const RED = [180, 30, 35] as const;

type Colour = SyntheticDie['body'];

function die(
  value: DieValue,
  cx: number,
  cy: number,
  angle = 0,
  body: Colour = WHITE,
  pip: Colour = BLACK,
): SyntheticDie {
  return { value, cx, cy, side: 70, angle, body, pip };
}

describe('readDice on synthetic renders', () => {
  it('reads five upright white dice on green felt', () => {
    const image = renderScene({
      width: 640,
      height: 480,
      table: [40, 110, 60],
      noise: 12,
      dice: [die(1, 100, 120), die(2, 260, 120), die(3, 420, 140), die(5, 180, 320), die(6, 400, 330)],
    });
    const values = readDice(image)
      .map((d) => d.value)
      .sort();
    expect(values).toEqual([1, 2, 3, 5, 6]);
  });

  it('reads turned dice and light pips on a dark body', () => {
    const image = renderScene({
      width: 640,
      height: 480,
      table: [150, 120, 90],
      noise: 8,
      dice: [die(4, 120, 140, 0.4), die(6, 330, 150, 1.1, RED, WHITE), die(2, 500, 330, 0.7)],
    });
    const values = readDice(image)
      .map((d) => d.value)
      .sort();
    expect(values).toEqual([2, 4, 6]);
  });

  it('puts each box around its die', () => {
    const image = renderScene({ width: 320, height: 240, table: [60, 60, 60], dice: [die(5, 150, 110)] });
    const [reading] = readDice(image);
    const [x, y, w, h] = reading!.box;
    expect(Math.abs(x + w / 2 - 150)).toBeLessThan(6);
    expect(Math.abs(y + h / 2 - 110)).toBeLessThan(6);
    expect(w).toBeGreaterThan(50);
    expect(w).toBeLessThan(95);
  });

  it('finds nothing on an empty table', () => {
    const image = renderScene({ width: 320, height: 240, table: [90, 140, 90], noise: 10, dice: [] });
    expect(readDice(image)).toEqual([]);
  });

  it('rejects pixel data shorter than its size', () => {
    expect(() => readDice({ width: 10, height: 10, channels: 4, data: new Uint8Array(10) })).toThrow(
      RangeError,
    );
  });
});
