import type { DieValue, TunedReader, TuningExample } from '@dicetable/vision';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetTuning,
  keepConfirmedThrow,
  tunedReader,
  tunedReaderRefused,
  tuningProblem,
} from './reader-tuning.ts';
import {
  closeTuningStore,
  KEEP_AT_MOST,
  keepDice,
  keptDice,
  TUNE_EVERY,
  TUNING_DB_NAME,
  tuningStatus,
} from './tuning-store.ts';

/** A crop whose first byte tells the die apart. */
const die = (mark: number, value: DieValue = 3) => ({ pixels: Uint8Array.of(mark % 256, mark >> 8), value });

beforeEach(async () => {
  await closeTuningStore();
  await deleteDB(TUNING_DB_NAME);
});
afterEach(closeTuningStore);

describe('the kept dice', () => {
  it('keep at most KEEP_AT_MOST, the oldest going first', async () => {
    const throws = Math.ceil((KEEP_AT_MOST + 7) / 5);
    for (let t = 0; t < throws; t++) {
      expect(await keepDice([0, 1, 2, 3, 4].map((i) => die(t * 5 + i)))).toBe('kept');
    }
    const kept = await keptDice();
    expect(kept).toHaveLength(KEEP_AT_MOST);
    const first = throws * 5 - KEEP_AT_MOST;
    expect(kept.map(({ pixels }) => pixels[0]! + 256 * pixels[1]!)).toEqual(
      Array.from({ length: KEEP_AT_MOST }, (_, i) => first + i),
    );
    expect((await tuningStatus()).keptSince).toBe(throws * 5);
  });

  it('keeps none of a throw when the disk is full, and says so', async () => {
    await keepDice([die(1)]);
    const full = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    // The second die of the throw finds the disk full: the first, already added, goes too.
    const add = IDBObjectStore.prototype.add;
    let adds = 0;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['add']>
    ) {
      if (++adds === 2) throw full;
      return add.apply(this, args);
    });
    try {
      expect(await keepDice([die(2), die(3)])).toBe('full');
    } finally {
      spy.mockRestore();
    }
    expect((await keptDice()).map(({ pixels }) => pixels[0])).toEqual([1]);
    expect(await tuningStatus()).toEqual({ kept: 1, tunedOn: 0, keptSince: 1 });
  });
});

describe('learning the dice of confirmed throws', () => {
  const tuned = (examples: TuningExample[]): TunedReader => ({
    trained: 'net',
    dice: examples.length,
    faces: new Float32Array([examples.length]),
  });

  it(`tunes once ${TUNE_EVERY} dice are kept since the last tuning, on all kept dice`, async () => {
    const worker = { tune: vi.fn(async (examples: TuningExample[]) => tuned(examples)) };
    const values: DieValue[] = [1, 2, 3, 4, 5];
    const crops = values.map((v) => die(v).pixels);
    expect(await keepConfirmedThrow(crops, values, worker)).toBe('kept');
    expect(worker.tune).not.toHaveBeenCalled();
    expect(await tunedReader()).toBeNull();
    expect(await keepConfirmedThrow(crops, values, worker)).toBe('tuned');
    expect(worker.tune).toHaveBeenCalledTimes(1);
    expect(worker.tune.mock.calls[0]![0].map(({ value }) => value)).toEqual([...values, ...values]);
    expect((await tunedReader())?.dice).toBe(10);
    expect(await tuningStatus()).toEqual({ kept: 10, tunedOn: 10, keptSince: 0 });
    await keepConfirmedThrow(crops.slice(0, 3), values.slice(0, 3), worker);
    expect(worker.tune).toHaveBeenCalledTimes(1);
    expect(await tuningStatus()).toEqual({ kept: 13, tunedOn: 10, keptSince: 3 });
  });

  it('tunes anew on the next throw once the reader refused the tuned reader (its nets retrained)', async () => {
    const worker = { tune: vi.fn(async (examples: TuningExample[]) => tuned(examples)) };
    const values = Array.from({ length: TUNE_EVERY }, () => 2 as const);
    await keepConfirmedThrow(
      values.map((_, i) => die(i).pixels),
      values,
      worker,
    );
    await tunedReaderRefused();
    expect(await tunedReader()).toBeNull();
    expect(await tuningStatus()).toEqual({ kept: TUNE_EVERY, tunedOn: 0, keptSince: TUNE_EVERY });
    expect(await keepConfirmedThrow([die(99).pixels], [5], worker)).toBe('tuned');
    expect(worker.tune).toHaveBeenCalledTimes(2);
    expect((await tunedReader())?.dice).toBe(TUNE_EVERY + 1);
  });

  it('forgets the dice and the tuned reader on reset', async () => {
    const worker = { tune: async (examples: TuningExample[]) => tuned(examples) };
    const values = Array.from({ length: TUNE_EVERY }, () => 6 as const);
    await keepConfirmedThrow(
      values.map((_, i) => die(i).pixels),
      values,
      worker,
    );
    expect((await tunedReader())?.dice).toBe(TUNE_EVERY);
    await forgetTuning();
    expect(await tunedReader()).toBeNull();
    expect(await tuningStatus()).toEqual({ kept: 0, tunedOn: 0, keptSince: 0 });
    expect(tuningProblem()).toBeNull();
  });
});
