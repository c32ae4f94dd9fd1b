// The player's own dice, kept on this device only to tune the reader to them (never uploaded): the crops of
// the dice of each throw confirmed with "Use these dice" while "Learn my dice" is on, at most KEEP_AT_MOST
// (the oldest go first), and the reader tuned on them. A database of its own, so that a full disk while
// keeping dice aborts only that keeping, and forgetting the dice deletes nothing else.
import type { DieValue, TunedReader, TuningExample } from '@dicetable/vision';
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from 'idb';
import { classifyStorageError, type StorageProblem } from '../store/storage-status.ts';

/** The most dice kept: the reader tunes on the latest 600 (about 1.8 MB of crops). */
export const KEEP_AT_MOST = 600;

/** The reader is tuned again each time this many dice were kept since it was last tuned. */
export const TUNE_EVERY = 10;

export interface KeptDie {
  /** The classifier's crop (tuningCrop): red, green and blue planes of 32×32 bytes. */
  pixels: Uint8Array;
  value: DieValue;
  keptAt: string;
}

interface Tuning {
  tuned: TunedReader | null;
  /** Dice kept since the reader was last tuned. */
  keptSince: number;
}

interface TuningSchema extends DBSchema {
  dice: { key: number; value: KeptDie };
  tuning: { key: 'reader'; value: Tuning };
}

export const TUNING_DB_NAME = 'dicetable-reader-tuning';

let opening: Promise<IDBPDatabase<TuningSchema>> | undefined;

function open(): Promise<IDBPDatabase<TuningSchema>> {
  opening ??= openDB<TuningSchema>(TUNING_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('dice', { autoIncrement: true });
      db.createObjectStore('tuning');
    },
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** For tests: forget the open connection so the next call opens afresh. */
export async function closeTuningStore(): Promise<void> {
  const db = await opening?.catch(() => undefined);
  db?.close();
  opening = undefined;
}

export interface TuningStatus {
  kept: number;
  /** How many dice the reader in use was tuned on (0: not tuned). */
  tunedOn: number;
  keptSince: number;
}

export async function tuningStatus(): Promise<TuningStatus> {
  const db = await open();
  const [kept, tuning] = await Promise.all([db.count('dice'), db.get('tuning', 'reader')]);
  return { kept, tunedOn: tuning?.tuned?.dice ?? 0, keptSince: tuning?.keptSince ?? 0 };
}

/**
 * Keeps one throw's confirmed dice, all or none, and lets the oldest go past KEEP_AT_MOST. A full disk
 * (or any failure) keeps none of them and changes nothing else: the problem is answered, never thrown.
 */
export async function keepDice(
  dice: readonly { pixels: Uint8Array; value: DieValue }[],
  keptAt = new Date().toISOString(),
): Promise<'kept' | StorageProblem> {
  if (dice.length === 0) return 'kept';
  let tx: IDBPTransaction<TuningSchema, ('dice' | 'tuning')[], 'readwrite'> | undefined;
  try {
    const db = await open();
    tx = db.transaction(['dice', 'tuning'], 'readwrite');
    const store = tx.objectStore('dice');
    // Each write's failure is the transaction's, which tx.done reports: none is left unhandled.
    for (const die of dice)
      store.add({ pixels: die.pixels, value: die.value, keptAt }).catch(() => undefined);
    const tuning = await tx.objectStore('tuning').get('reader');
    void tx
      .objectStore('tuning')
      .put({ tuned: tuning?.tuned ?? null, keptSince: (tuning?.keptSince ?? 0) + dice.length }, 'reader');
    let over = (await store.count()) - KEEP_AT_MOST;
    let cursor = over > 0 ? await store.openCursor() : null;
    while (cursor && over > 0) {
      await cursor.delete();
      over--;
      cursor = await cursor.continue();
    }
    await tx.done;
    return 'kept';
  } catch (error) {
    // A die refused halfway through the throw takes the others with it: all or none.
    tx?.done.catch(() => undefined);
    try {
      tx?.abort();
    } catch {
      // Already ended: a failing transaction aborts by itself.
    }
    return classifyStorageError(error);
  }
}

/** The kept dice, oldest first, as the reader tunes on them. */
export async function keptDice(): Promise<TuningExample[]> {
  const db = await open();
  return (await db.getAll('dice')).map(({ pixels, value }) => ({ pixels, value }));
}

/** Keeps the reader tuned on `tuned.dice` dice; dice kept while it was tuning still count towards the next. */
export async function saveTuned(tuned: TunedReader): Promise<'kept' | StorageProblem> {
  try {
    const db = await open();
    const tx = db.transaction(['dice', 'tuning'], 'readwrite');
    const [kept, tuning] = await Promise.all([
      tx.objectStore('dice').count(),
      tx.objectStore('tuning').get('reader'),
    ]);
    const since = Math.max(0, Math.min(tuning?.keptSince ?? 0, kept - tuned.dice));
    await tx.objectStore('tuning').put({ tuned, keptSince: since }, 'reader');
    await tx.done;
    return 'kept';
  } catch (error) {
    return classifyStorageError(error);
  }
}

/**
 * Drops a tuned reader the reader refused (tuned on nets since retrained) and counts every kept die as new,
 * so that the next throw kept tunes the new nets on them all.
 */
export async function dropTuned(): Promise<void> {
  const db = await open();
  const tx = db.transaction(['dice', 'tuning'], 'readwrite');
  const kept = await tx.objectStore('dice').count();
  await tx.objectStore('tuning').put({ tuned: null, keptSince: kept }, 'reader');
  await tx.done;
}

export async function loadTuned(): Promise<TunedReader | null> {
  const db = await open();
  return (await db.get('tuning', 'reader'))?.tuned ?? null;
}

/** Forgets every kept die and the tuned reader. */
export async function forgetDice(): Promise<void> {
  const db = await open();
  const tx = db.transaction(['dice', 'tuning'], 'readwrite');
  await Promise.all([tx.objectStore('dice').clear(), tx.objectStore('tuning').clear(), tx.done]);
}
