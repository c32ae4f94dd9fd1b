import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DieVotes,
  EQUALLY_LIKELY,
  FRAMES_TO_AGREE,
  inReadingOrder,
  LOOKS_LIKE_A_DIE,
  leaveHeldOut,
  swapIn,
  type Verdict,
  VOTING_FRAMES,
} from './die-votes.ts';
import type { DiceReading, DieValue } from './reading.ts';

const die = (value: number, x: number, confidence = 0.9, y = 100, size = 60): DiceReading => ({
  value: value as DieValue,
  box: [x, y, size, size],
  confidence,
});

/** Dice in a row, left to right, with the given values. */
const row = (values: number[], shift = 0, confidence = 0.9) =>
  values.map((value, i) => die(value, 40 + i * 110 + shift, confidence));

/** Pushes the frames in order and answers the last verdict. */
const pushAll = (votes: DieVotes, frames: readonly DiceReading[][]) =>
  frames.reduce<Verdict | null>((_, frame) => votes.push(frame), null)!;

const values = (dice: readonly DiceReading[]) => dice.map((d) => d.value);
const proposed = (verdict: Verdict) => (verdict.kind === 'proposal' ? values(verdict.dice) : null);

describe('per-die voting over recent frames', () => {
  it('proposes the throw, left to right, once every die has been seen in enough frames', () => {
    const votes = new DieVotes(5);
    const frame = [...row([3, 5, 5, 1, 6])].reverse();
    for (let i = 1; i < FRAMES_TO_AGREE; i++) expect(votes.push(frame).kind).toBe('waiting');
    expect(proposed(votes.push(frame))).toEqual([3, 5, 5, 1, 6]);
  });

  it('a die read wrong or missed in one frame no longer holds the throw up', () => {
    const throw_ = row([2, 4, 4, 6, 1]);
    const misread = throw_.map((d, i) => (i === 2 ? { ...d, value: 3 as DieValue } : d));
    const missed = throw_.filter((_, i) => i !== 0);
    // Whole frames identical would need three more frames after each of these.
    expect(proposed(pushAll(new DieVotes(5), [throw_, misread, throw_]))).toEqual([2, 4, 4, 6, 1]);
    expect(proposed(pushAll(new DieVotes(5), [throw_, missed, throw_, throw_]))).toEqual([2, 4, 4, 6, 1]);
  });

  it('follows each die by its place, through the small shifts of a hand-held tablet', () => {
    const frames = [0, 10, -8, 14].map((shift) => [...row([1, 2, 3, 4, 5], shift)].reverse());
    expect(proposed(pushAll(new DieVotes(5), frames))).toEqual([1, 2, 3, 4, 5]);
  });

  it('waits while a die is still rolling: a candidate in a new place every frame is never settled', () => {
    const votes = new DieVotes(5);
    const frames = [0, 1, 2, 3, 4, 5].map((step) => [
      ...row([1, 2, 3, 4]),
      die(6, 480 + step * 70, 0.9, 300),
    ]);
    for (const frame of frames) expect(votes.push(frame).kind).toBe('waiting');
    expect(proposed(pushAll(votes, Array(FRAMES_TO_AGREE).fill(frames.at(-1))))).toEqual([1, 2, 3, 4, 6]);
  });

  it('proposes the likeliest dice through a thing read as a die, and shows that thing among the others', () => {
    const thing = die(6, 700, 0.2);
    const verdict = pushAll(new DieVotes(5), Array(FRAMES_TO_AGREE).fill([...row([1, 2, 3, 4, 5]), thing]));
    expect(verdict.kind).toBe('proposal');
    if (verdict.kind !== 'proposal') return;
    expect(verdict.dice.map((d) => [d.value, d.box])).toEqual(
      row([1, 2, 3, 4, 5]).map((d) => [d.value, d.box]),
    );
    expect(verdict.others).toEqual([{ ...thing, confidence: expect.closeTo(0.2) }]);
    expect(verdict.held).toEqual([]);
  });

  it('says there are too many dice only when the last die proposed and the next are equally likely', () => {
    const six = [...row([1, 2, 3, 4, 5]), die(6, 700, 0.9 - EQUALLY_LIKELY / 2)];
    expect(pushAll(new DieVotes(5), Array(FRAMES_TO_AGREE).fill(six))).toEqual({ kind: 'tooMany', seen: 6 });
    const clearer = [...row([1, 2, 3, 4, 5]), die(6, 700, 0.9 - EQUALLY_LIKELY * 1.5)];
    expect(pushAll(new DieVotes(5), Array(FRAMES_TO_AGREE).fill(clearer)).kind).toBe('proposal');
  });

  it('counts a candidate seen in fewer frames as less likely', () => {
    // The thing is as sure as a die when seen, but only in every other frame.
    const frames = Array.from({ length: VOTING_FRAMES }, (_, i) =>
      i % 2 === 0 ? [...row([1, 2, 3, 4, 5]), die(6, 700, 0.9)] : row([1, 2, 3, 4, 5]),
    );
    const verdict = pushAll(new DieVotes(5), frames);
    expect(proposed(verdict)).toEqual([1, 2, 3, 4, 5]);
    expect(verdict.kind === 'proposal' && values(verdict.others)).toEqual([6]);
  });

  it('leaves the held dice left in the picture out of the throw, by their values', () => {
    const picture = row([6, 2, 6, 3, 4]);
    const verdict = pushAll(new DieVotes(3, [6, 6]), Array(FRAMES_TO_AGREE).fill(picture));
    expect(proposed(verdict)).toEqual([2, 3, 4]);
    expect(verdict.kind === 'proposal' && values(verdict.held)).toEqual([6, 6]);
  });

  it('a thrown die of a held value stays in the throw when the held die is out of the picture', () => {
    const thing = die(6, 700, LOOKS_LIKE_A_DIE / 2);
    const picture = [...row([6, 2, 3]), thing];
    const verdict = pushAll(new DieVotes(3, [6]), Array(FRAMES_TO_AGREE).fill(picture));
    expect(proposed(verdict)).toEqual([6, 2, 3]);
    expect(verdict.kind === 'proposal' && verdict.held).toEqual([]);
  });

  it('any throw beside less likely things: the throw is proposed, every thing is among the others', () => {
    const dice = fc.array(
      fc.record({
        value: fc.integer({ min: 1, max: 6 }),
        confidence: fc.double({ min: 0.5, max: 1, noNaN: true }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    const things = fc.array(fc.double({ min: 0, max: 0.35, noNaN: true }), { maxLength: 4 });
    fc.assert(
      fc.property(dice, things, fc.boolean(), (thrown, clutter, reversed) => {
        const picture = [
          ...thrown.map((d, i) => die(d.value, 40 + i * 110, d.confidence)),
          ...clutter.map((confidence, i) => die(5, 40 + i * 110, confidence, 400)),
        ];
        if (reversed) picture.reverse();
        const verdict = pushAll(new DieVotes(thrown.length), Array(FRAMES_TO_AGREE).fill(picture));
        expect(proposed(verdict)).toEqual(thrown.map((d) => d.value));
        expect(verdict.kind === 'proposal' && verdict.others.length).toBe(clutter.length);
      }),
    );
  });

  it('starts afresh after a reset', () => {
    const votes = new DieVotes(5);
    pushAll(votes, Array(FRAMES_TO_AGREE - 1).fill(row([1, 2, 3, 4, 5])));
    votes.reset();
    expect(votes.push(row([1, 2, 3, 4, 5])).kind).toBe('waiting');
  });
});

describe('held values', () => {
  it('are looked for only while more candidates that look like dice than dice thrown are seen', () => {
    const ranked = [die(6, 0, 0.9), die(2, 100, 0.8), die(6, 200, 0.7), die(1, 300, 0.1)];
    expect(leaveHeldOut(ranked, 2, [6, 6]).held.map((d) => d.box[0])).toEqual([0]);
    expect(leaveHeldOut(ranked, 3, [6]).held).toEqual([]);
    expect(leaveHeldOut(ranked, 1, [6, 6, 1]).held.map((d) => d.box[0])).toEqual([0, 200]);
  });
});

describe('swapping a faint candidate in', () => {
  const dice = row([1, 2, 3]).map((d, i) => ({ ...d, confidence: [0.9, 0.5, 0.8][i]! }));
  const others = [die(6, 500, 0.4), die(4, 600, 0.2)];

  it('replaces the least likely die unless the player chose one, and keeps the reading order', () => {
    const swapped = swapIn({ dice, others }, 1);
    expect(values(swapped.dice)).toEqual([1, 3, 4]);
    expect(values(swapped.others)).toEqual([2, 6]);
    const chosen = swapIn({ dice, others }, 0, 0);
    expect(values(chosen.dice)).toEqual([2, 3, 6]);
    expect(values(chosen.others)).toEqual([1, 4]);
  });

  it('never loses or adds a candidate', () => {
    const reading = fc.record({
      value: fc.integer({ min: 1, max: 6 }),
      x: fc.nat(600),
      confidence: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(reading, { minLength: 1, maxLength: 5 }),
        fc.array(reading, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (shown, faint, pick) => {
          const proposal = {
            dice: inReadingOrder(shown.map((d) => die(d.value, d.x, d.confidence))),
            others: faint.map((d) => die(d.value, d.x, d.confidence)),
          };
          const other = pick % faint.length;
          const swapped = swapIn(proposal, other);
          expect(swapped.dice).toHaveLength(proposal.dice.length);
          expect(swapped.dice).toContain(proposal.others[other]);
          expect(new Set([...swapped.dice, ...swapped.others])).toEqual(
            new Set([...proposal.dice, ...proposal.others]),
          );
          expect(swapped.dice).toEqual(inReadingOrder(swapped.dice));
        },
      ),
    );
  });
});
