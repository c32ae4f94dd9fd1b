// Learning the table's own dice, when the player has turned it on: each throw confirmed with "Use these
// dice" keeps its dice's crops (tuning-store.ts), and every TUNE_EVERY dice kept the reader's worker tunes
// the reader on all of them, off the main thread. What the settings show (how many dice the reader is tuned
// on, a full disk) is a signal here.
import type { DieValue, TunedReader, TuningExample } from '@dicetable/vision';
import { createSignal } from 'solid-js';
import type { StorageProblem } from '../store/storage-status.ts';
import {
  dropTuned,
  forgetDice,
  keepDice,
  keptDice,
  loadTuned,
  saveTuned,
  TUNE_EVERY,
  type TuningStatus,
  tuningStatus,
} from './tuning-store.ts';

/** What the reader's worker does for tuning (a ReaderClient, or a stand-in in tests). */
export interface TuningWorker {
  tune(examples: TuningExample[]): Promise<TunedReader>;
}

const [status, setStatus] = createSignal<TuningStatus | null>(null);
/** The last problem keeping dice or the tuned reader, until the next that goes well. */
const [problem, setProblem] = createSignal<StorageProblem | null>(null);

export { problem as tuningProblem, status as tuningStatusNow };

export async function refreshTuningStatus(): Promise<TuningStatus> {
  const now = await tuningStatus();
  setStatus(now);
  return now;
}

// Keeping and tuning run one after the other, so that two throws confirmed quickly tune once each in turn.
let queue: Promise<unknown> = Promise.resolve();
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
};

/**
 * Keeps a confirmed throw's dice (crops and values, in the same order) and, once TUNE_EVERY dice were kept
 * since the last tuning, has `worker` tune the reader on all kept dice and keeps what it gives.
 */
export function keepConfirmedThrow(
  crops: readonly Uint8Array[],
  values: readonly DieValue[],
  worker: TuningWorker,
): Promise<'kept' | 'tuned' | StorageProblem> {
  return inTurn(async () => {
    const dice = crops.map((pixels, i) => ({ pixels, value: values[i]! }));
    const kept = await keepDice(dice);
    if (kept !== 'kept') {
      setProblem(kept);
      await refreshTuningStatus().catch(() => undefined);
      return kept;
    }
    setProblem(null);
    const now = await refreshTuningStatus();
    if (now.keptSince < TUNE_EVERY) return 'kept';
    const tuned = await worker.tune(await keptDice());
    const saved = await saveTuned(tuned);
    setProblem(saved === 'kept' ? null : saved);
    await refreshTuningStatus();
    return saved === 'kept' ? 'tuned' : saved;
  });
}

/** The tuned reader to read with, or null (none yet, or it cannot be loaded: the reader stays as trained). */
export function tunedReader(): Promise<TunedReader | null> {
  return inTurn(() => loadTuned().catch(() => null));
}

/** The reader refused the tuned reader (its nets were retrained): the next throw kept tunes them anew. */
export function tunedReaderRefused(): Promise<void> {
  return inTurn(async () => {
    await dropTuned();
    await refreshTuningStatus();
  });
}

/** Forgets every kept die and the tuned reader. */
export function forgetTuning(): Promise<void> {
  return inTurn(async () => {
    await forgetDice();
    setProblem(null);
    await refreshTuningStatus();
  });
}
