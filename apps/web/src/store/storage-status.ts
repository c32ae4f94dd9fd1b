// A failed save is shown to the player, never swallowed. The shell renders the current problem, and
// asks for a reload when another tab has upgraded the database under this one.
import { createSignal } from 'solid-js';

export type StorageProblem = 'full' | 'unavailable' | 'failed';

const [storageProblem, setStorageProblem] = createSignal<StorageProblem | undefined>();

export { storageProblem };

export function classifyStorageError(error: unknown): StorageProblem {
  const name = (error as { name?: string } | null)?.name ?? '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') return 'full';
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError')
    return 'unavailable';
  return 'failed';
}

export function reportStorageError(error: unknown): StorageProblem {
  const problem = classifyStorageError(error);
  console.warn('Dicetable could not save:', error);
  setStorageProblem(problem);
  return problem;
}

export function clearStorageProblem(): void {
  setStorageProblem(undefined);
}

const [upgradedElsewhere, setUpgradedElsewhere] = createSignal(false);

/** True once another tab has upgraded the database: this tab must reload to keep saving. */
export { upgradedElsewhere };

export function noteUpgradeElsewhere(): void {
  setUpgradedElsewhere(true);
}

const [upgradeBlocked, setUpgradeBlocked] = createSignal(false);

/** True while this tab's upgrade of the database waits for an older tab to close it. */
export { upgradeBlocked };

export function noteUpgradeBlocked(blocked: boolean): void {
  setUpgradeBlocked(blocked);
}
