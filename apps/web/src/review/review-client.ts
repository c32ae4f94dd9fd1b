// Asks for a game's review in Web Workers, the seats shared among as many as the device has cores to
// spare (a four-player Jamb game opens in about half the time on two cores), else on this thread (unit
// tests). The workers and the review engine load when a review is coming (review-workers.ts), and end
// with it.
import type { GameLog } from '@dicetable/rules';
import type { ReviewAnswer } from './review-game.ts';
import { joinReviews } from './review-shares.ts';
import { seatShares, takeWorkers } from './review-workers.ts';

function reviewIn(worker: Worker, log: GameLog, seats: readonly number[]): Promise<ReviewAnswer> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ answer?: ReviewAnswer; error?: string }>) => {
      worker.terminate();
      if (event.data.answer) resolve(event.data.answer);
      else reject(new Error(event.data.error ?? 'the review failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'the review failed'));
    };
    worker.postMessage({ log, seats });
  });
}

export async function askReview(log: GameLog): Promise<ReviewAnswer> {
  // Solid stores wrap state in proxies; the workers get a plain copy.
  const plain = JSON.parse(JSON.stringify(log)) as GameLog;
  const players = (plain.setup as { players?: unknown[] } | null)?.players?.length ?? 1;
  const seats = seatShares(players);
  const workers = takeWorkers(seats.length);
  if (workers.some((worker) => worker === null)) {
    for (const worker of workers) worker?.terminate();
    const { reviewGame } = await import('./review-game.ts');
    return reviewGame(plain);
  }
  const answers = await Promise.all(workers.map((worker, share) => reviewIn(worker!, plain, seats[share]!)));
  return joinReviews(seats.map((share, index) => ({ seats: share, answer: answers[index]! })));
}
