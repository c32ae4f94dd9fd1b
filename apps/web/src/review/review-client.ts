// Asks for a game's review in a Web Worker (else on this thread, e.g. in unit tests). The worker and the
// review engine load only when a review is first opened, and the worker ends with its answer.
import type { GameLog } from '@dicetable/rules';
import type { ReviewAnswer } from './review-game.ts';

export function askReview(log: GameLog<unknown, unknown>): Promise<ReviewAnswer> {
  let worker: Worker | null = null;
  try {
    if (typeof Worker === 'function') {
      worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
    }
  } catch {
    worker = null;
  }
  if (!worker) return import('./review-game.ts').then(({ reviewGame }) => reviewGame(log));
  const started = worker;
  return new Promise((resolve, reject) => {
    started.onmessage = (event: MessageEvent<{ answer?: ReviewAnswer; error?: string }>) => {
      started.terminate();
      if (event.data.answer) resolve(event.data.answer);
      else reject(new Error(event.data.error ?? 'the review failed'));
    };
    started.onerror = (event) => {
      started.terminate();
      reject(new Error(event.message || 'the review failed'));
    };
    // Solid stores wrap state in proxies; the worker gets a plain copy.
    started.postMessage({ log: JSON.parse(JSON.stringify(log)) as GameLog<unknown, unknown> });
  });
}
