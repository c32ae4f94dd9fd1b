import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker {
  static started: FakeWorker[] = [];
  terminated = false;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the review’s workers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('navigator', { hardwareConcurrency: 8 });
    vi.doMock('./review-screen.tsx', () => ({}));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('started ahead of Review are the ones the review takes, one per share of the seats', async () => {
    const { takeWorkers, warmReview, seatShares } = await import('./review-workers.ts');
    expect(seatShares(4)).toEqual([[0], [1], [2], [3]]);
    expect(seatShares(6)).toEqual([[0, 4], [1, 5], [2], [3]]);
    warmReview(2);
    warmReview(2);
    expect(FakeWorker.started).toHaveLength(2);
    const taken = takeWorkers(2);
    expect(taken).toEqual(FakeWorker.started);
    // None left warm: the next review starts its own.
    expect(takeWorkers(1)[0]).not.toBe(taken[0]);
    expect(FakeWorker.started).toHaveLength(3);
  });

  it('not taken within a minute end, and one that fails while it waits is dropped', async () => {
    const { takeWorkers, warmReview } = await import('./review-workers.ts');
    warmReview(2);
    const [first, second] = FakeWorker.started;
    first!.onerror?.();
    expect(first!.terminated).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(second!.terminated).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(second!.terminated).toBe(true);
    expect(takeWorkers(1)[0]).toBe(FakeWorker.started[2]);
  });
});
