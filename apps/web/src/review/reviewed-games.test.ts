import { canReview } from '@dicetable/players/review';
import { GAME_IDS } from '@dicetable/rules';
import { describe, expect, it } from 'vitest';
import { isReviewed } from './reviewed-games.ts';

describe('the games offered a Review', () => {
  it('are exactly those the review engine judges', () => {
    for (const game of GAME_IDS) expect(isReviewed(game), game).toBe(canReview(game));
  });
});
