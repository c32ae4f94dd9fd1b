import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAMES_TO_AGREE, FrameAgreement, inReadingOrder, sameDice } from './agreement.ts';
import type { DiceReading } from './reading.ts';

const die = (value: number, x: number, y = 100, size = 60): DiceReading => ({
  value: value as DiceReading['value'],
  box: [x, y, size, size],
  confidence: 0.9,
});

/** Five dice in a row, left to right, with the given values. */
const row = (values: number[], shift = 0) => values.map((value, i) => die(value, 40 + i * 110 + shift));

/** Pushes the frames in order and answers the last push's answer. */
const pushAll = (agreement: FrameAgreement, frames: DiceReading[][]) =>
  frames.reduce<DiceReading[] | null>((_, frame) => agreement.push(frame), null);

describe('frame agreement', () => {
  it('proposes the throw, left to right, once enough frames in a row agree', () => {
    const agreement = new FrameAgreement(5);
    const frame = [...row([3, 5, 5, 1, 6])].reverse();
    for (let i = 1; i < FRAMES_TO_AGREE; i++) expect(agreement.push(frame)).toBeNull();
    const proposal = agreement.push(frame);
    expect(proposal?.map((d) => d.value)).toEqual([3, 5, 5, 1, 6]);
  });

  it('tolerates the small shifts of a hand-held tablet, not a die that moved away', () => {
    expect(sameDice(row([1, 2, 3, 4, 5]), row([1, 2, 3, 4, 5], 12))).toBe(true);
    expect(sameDice(row([1, 2, 3, 4, 5]), row([1, 2, 3, 4, 5], 45))).toBe(false);
  });

  it('proposes nothing while the count differs from the dice thrown', () => {
    const agreement = new FrameAgreement(5);
    const six = [...row([1, 2, 3, 4, 5]), die(6, 700)];
    expect(pushAll(agreement, Array(10).fill(six))).toBeNull();
    expect(pushAll(agreement, Array(10).fill(row([1, 2, 3, 4, 5]).slice(0, 4)))).toBeNull();
    expect(agreement.agreeing).toBe(0);
  });

  it('counts only the dice thrown again when some are held aside', () => {
    const thrown = row([2, 2, 6]).slice(0, 3);
    expect(pushAll(new FrameAgreement(3), Array(FRAMES_TO_AGREE).fill(thrown))?.map((d) => d.value)).toEqual([
      2, 2, 6,
    ]);
    // The held dice left in the picture: five seen, three thrown.
    expect(pushAll(new FrameAgreement(3), Array(10).fill(row([2, 2, 6, 4, 4])))).toBeNull();
  });

  it('starts the run again when a value changes or a die moves between frames', () => {
    const agreement = new FrameAgreement(5);
    const settled = row([4, 4, 2, 6, 1]);
    const rolling = row([4, 4, 3, 6, 1]);
    expect(pushAll(agreement, [settled, settled, rolling])).toBeNull();
    expect(agreement.agreeing).toBe(1);
    expect(pushAll(agreement, [settled, settled])).toBeNull();
    expect(agreement.push(settled)?.map((d) => d.value)).toEqual([4, 4, 2, 6, 1]);
  });

  it('never proposes a count other than the dice thrown, whatever the frames (property)', () => {
    const reading = fc.record({
      value: fc.integer({ min: 1, max: 6 }),
      x: fc.integer({ min: 0, max: 600 }),
      y: fc.integer({ min: 0, max: 400 }),
    });
    const frame = fc.array(reading, { maxLength: 7 }).map((dice) => dice.map((d) => die(d.value, d.x, d.y)));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(frame, { maxLength: 12 }), (expected, frames) => {
        const agreement = new FrameAgreement(expected);
        frames.forEach((dice, i) => {
          const proposal = agreement.push(dice);
          if (proposal) {
            expect(proposal).toHaveLength(expected);
            expect(i + 1).toBeGreaterThanOrEqual(FRAMES_TO_AGREE);
          }
        });
      }),
    );
  });

  it('agrees on the same dice listed in any order (property)', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }),
        (order, values) => {
          const dice = row(values);
          expect(
            sameDice(
              dice,
              order.map((i) => dice[i]!),
            ),
          ).toBe(true);
          expect(inReadingOrder(order.map((i) => dice[i]!))).toEqual(dice);
        },
      ),
    );
  });
});
