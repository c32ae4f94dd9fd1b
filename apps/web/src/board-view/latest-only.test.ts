import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only.ts';

/** A worker that answers when told to, doubling the number asked. */
function slowWorker() {
  const pending: { question: number; resolve(answer: number): void }[] = [];
  return {
    ask: (question: number) => new Promise<number>((resolve) => pending.push({ question, resolve })),
    pending,
    async answerFirst() {
      const first = pending.shift();
      first?.resolve(first.question * 2);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('one question at a time, the newest kept', () => {
  it('asks while idle, keeps only the newest aim while busy, and drops the answer it overtook', async () => {
    const worker = slowWorker();
    const shown: (number | null)[] = [];
    const requests = latestOnly(worker.ask, (answer) => shown.push(answer));
    requests.want(1);
    requests.want(2);
    requests.want(3);
    expect(worker.pending.map((p) => p.question)).toEqual([1]);
    await worker.answerFirst();
    // The answer for 1 came after 3 was wanted: dropped; 3 is asked next, 2 never.
    expect(shown).toEqual([]);
    expect(worker.pending.map((p) => p.question)).toEqual([3]);
    await worker.answerFirst();
    expect(shown).toEqual([6]);
  });

  it('clears the answer when the aim ends, and an answer arriving after that is not shown', async () => {
    const worker = slowWorker();
    const shown: (number | null)[] = [];
    const requests = latestOnly(worker.ask, (answer) => shown.push(answer));
    requests.want(4);
    requests.want(null);
    await worker.answerFirst();
    expect(shown).toEqual([null]);
    expect(worker.pending).toEqual([]);
  });

  it('whatever the order of aims and answers, never shows an answer to any but the newest aim', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant(0)), { maxLength: 30 }),
        async (steps) => {
          const worker = slowWorker();
          let newest: number | null = null;
          const requests = latestOnly(worker.ask, (answer) => {
            expect(answer).toBe(newest === null ? null : newest * 2);
          });
          for (const step of steps) {
            if (step === 0) await worker.answerFirst();
            else {
              newest = step === 9 ? null : step;
              requests.want(newest);
            }
            expect(worker.pending.length).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
