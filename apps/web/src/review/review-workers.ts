// The review's Web Workers, started ahead of the tap on Review where one is coming (the end of a game, a
// finger on History's Review): loading a worker and the review engine in it takes longer than judging a
// whole four-player Jamb game, so a warm worker opens the review in about half the time. Workers not
// taken within a minute end.
import { shareSeats } from './review-shares.ts';

const MOST_WORKERS = 4;
const IDLE_MS = 60_000;

let idle: Worker[] = [];
let coolTimer: ReturnType<typeof setTimeout> | undefined;

export function startWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    return new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** The seats of a game of `players`, shared among as many workers as the device has cores to spare. */
export function seatShares(players: number): number[][] {
  const cores = globalThis.navigator?.hardwareConcurrency ?? 1;
  return shareSeats(players, Math.max(1, Math.min(MOST_WORKERS, cores)));
}

function coolDown(): void {
  for (const worker of idle) worker.terminate();
  idle = [];
}

/** Starts the workers a review of a game of `players` will ask for, and the review screen's code. */
export function warmReview(players: number): void {
  void import('./review-screen.tsx');
  const wanted = seatShares(players).length;
  while (idle.length < wanted) {
    const worker = startWorker();
    if (!worker) break;
    // A worker that fails to load while it waits is dropped; a review then starts a fresh one.
    worker.onerror = () => {
      worker.terminate();
      idle = idle.filter((other) => other !== worker);
    };
    idle.push(worker);
  }
  clearTimeout(coolTimer);
  coolTimer = setTimeout(coolDown, IDLE_MS);
}

/** `count` workers, the warm ones first; null where the browser has none. */
export function takeWorkers(count: number): (Worker | null)[] {
  const taken: (Worker | null)[] = idle.splice(0, count);
  while (taken.length < count) taken.push(startWorker());
  return taken;
}
