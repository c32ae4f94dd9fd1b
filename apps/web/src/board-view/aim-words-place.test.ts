import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AIM_WORDS_BAND_PX, aimWordsAtFoot } from './aim-words-place.ts';

describe('the aim’s words on the board', () => {
  it('stay at the top while the die and its ring lie below their band', () => {
    expect(aimWordsAtFoot([{ x: 190, y: 320 }], 450)).toBe(false);
    expect(
      aimWordsAtFoot(
        [
          { x: 190, y: 320 },
          { x: 200, y: 150 },
        ],
        450,
      ),
    ).toBe(false);
  });

  it('go to the foot when the die waits on the far platform, at the top of a phone’s board', () => {
    expect(
      aimWordsAtFoot(
        [
          { x: 195, y: 50 },
          { x: 195, y: 30 },
        ],
        450,
      ),
    ).toBe(true);
  });

  it('stay at the top when the ring lies at the foot, where the words would cover it instead', () => {
    expect(
      aimWordsAtFoot(
        [
          { x: 195, y: 50 },
          { x: 195, y: 420 },
        ],
        450,
      ),
    ).toBe(false);
  });

  it('move only off a die or a ring, and never onto one', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 450 }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 2 }), (points) => {
        const foot = aimWordsAtFoot(points, 450);
        if (foot) for (const p of points) expect(450 - p.y).toBeGreaterThanOrEqual(AIM_WORDS_BAND_PX);
        if (points.every((p) => p.y >= AIM_WORDS_BAND_PX)) expect(foot).toBe(false);
      }),
    );
  });
});
