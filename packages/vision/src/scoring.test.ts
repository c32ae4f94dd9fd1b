import { describe, expect, it } from 'vitest';
import { parseYoloLabels, scoreDice, scorePhoto } from './scoring.ts';
import type { DiceReading } from './types.ts';

const reading = (value: DiceReading['value'], x: number, y: number, size = 20): DiceReading => ({
  value,
  box: [x, y, size, size],
  confidence: 0.9,
});

describe('scoring', () => {
  it('reads YOLO labels into pixel boxes with faces 1–6 and skips lines it cannot read', () => {
    const dice = parseYoloLabels(
      '0 0.5 0.5 0.1 0.2\n5 0.25 0.75 0.1 0.1\nnoise\n7 0.5 0.5 0.1 0.1\n',
      200,
      100,
    );
    expect(dice).toEqual([
      { value: 1, box: [90, 40, 20, 20] },
      { value: 6, box: [40, 70, 20, 10] },
    ]);
  });

  it('pairs each reading with one labelled die and counts wrong values, misses and extras', () => {
    const truth = parseYoloLabels('2 0.1 0.1 0.1 0.1\n3 0.5 0.5 0.1 0.1\n4 0.9 0.9 0.1 0.1', 200, 200);
    const found = [
      reading(3, 10, 10), // centre (20, 20): the 3 at the top left
      reading(3, 12, 12), // a second reading of the same die: extra
      reading(2, 90, 90), // the 4 in the middle, misread
      reading(6, 140, 20), // nothing there: extra
    ];
    expect(scorePhoto(truth, found)).toEqual({ dice: 3, right: 1, wrongValue: 1, missed: 1, extra: 2 });
  });

  it('tells for each labelled die, in order, whether it was read right, misread or missed', () => {
    const truth = parseYoloLabels('2 0.1 0.1 0.1 0.1\n3 0.5 0.5 0.1 0.1\n4 0.9 0.9 0.1 0.1', 200, 200);
    // The nearer reading of the 3 pairs with it; the farther one, a 5, is extra.
    const found = [reading(5, 12, 12), reading(3, 10, 10), reading(4, 170, 170)];
    expect(scoreDice(truth, found)).toEqual({ outcomes: ['right', 'missed', 'wrongValue'], extra: 1 });
  });
});
