import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewGame } from './review-game.ts';
import { joinReviews, shareSeats } from './review-shares.ts';

const log = JSON.parse(
  readFileSync(
    new URL(
      '../../../../packages/rules/src/jamb/fixtures/three-players-house-rules.log.json',
      import.meta.url,
    ),
    'utf8',
  ),
);

describe('a review shared among workers by seat', () => {
  it('deals every seat to exactly one share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 6 }), (players, shares) => {
        const dealt = shareSeats(players, shares);
        expect(dealt.flat().sort((a, b) => a - b)).toEqual([...Array(players).keys()]);
        expect(dealt.every((seats) => seats.length > 0)).toBe(true);
      }),
    );
  });

  it('joins into the same review as one worker makes of the whole game', () => {
    const whole = reviewGame(log).review!;
    const joined = joinReviews(shareSeats(3, 2).map((seats) => ({ seats, answer: reviewGame(log, seats) })))
      .review!;
    expect(joined.players).toEqual(whole.players);
    expect(joined.decisions).toEqual(whole.decisions);
  }, 30_000);
});
