// A review shared among workers by seat: which seats each judges, and the one review their answers make.
import type { ReviewAnswer } from './review-game.ts';

/** Seats dealt round the shares: seat i to share i mod n. */
export function shareSeats(players: number, shares: number): number[][] {
  return Array.from({ length: Math.min(shares, players) }, (_, share) =>
    Array.from({ length: players }, (_, seat) => seat).filter((seat) => seat % shares === share),
  );
}

/** One review made of the shares of several: each seat as the share that judged it tells it. */
export function joinReviews(
  shares: readonly { readonly seats: readonly number[]; readonly answer: ReviewAnswer }[],
): ReviewAnswer {
  const took = Math.max(0, ...shares.map((share) => share.answer.took));
  const reviews = shares.map((share) => share.answer.review);
  const first = reviews[0];
  if (!first || reviews.some((review) => review === null)) return { review: null, took };
  const players = first.players.map(
    (player) =>
      shares.find((share) => share.seats.includes(player.seat))?.answer.review?.players[player.seat] ??
      player,
  );
  const decisions = reviews.flatMap((review) => review!.decisions).sort((a, b) => a.action - b.action);
  return { review: { ...first, players, decisions }, took };
}
