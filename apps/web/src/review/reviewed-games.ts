// The games the review engine judges (packages/players/src/review/registry.ts), named here so that a
// Review button can be shown without loading the engine; a unit test keeps the two lists the same.
import type { GameId } from '@dicetable/rules';

export const REVIEWED_GAMES: readonly GameId[] = ['jamb', 'yam-master'];

export const isReviewed = (game: GameId): boolean => REVIEWED_GAMES.includes(game);

/** The review screen of a saved game; `from` says where its back link leads. */
export const reviewPath = (id: string, from?: 'history'): string =>
  from ? `/review/${id}?from=${from}` : `/review/${id}`;
