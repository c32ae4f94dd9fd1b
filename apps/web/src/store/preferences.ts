// Small remembered values (settings, last player names, house rules, per-game views), each under its own
// key. Every reader goes through `preference`: what is stored stays plain data, and `read` turns whatever
// the database holds (nothing, an older shape, a damaged record) into a value the screen can use.
import { openDatabase } from './db.ts';
import { reportStorageError } from './storage-status.ts';

export interface Preference<T> {
  load(): Promise<T>;
  /** False when the database refused the write (the storage status says why). */
  save(value: T): Promise<boolean>;
}

export function preference<T>(key: string, read: (stored: unknown) => T): Preference<T> {
  return {
    async load() {
      try {
        return read(await (await openDatabase()).get('settings', key));
      } catch (error) {
        reportStorageError(error);
        return read(undefined);
      }
    },
    async save(value) {
      try {
        await (await openDatabase()).put('settings', value, key);
        return true;
      } catch (error) {
        reportStorageError(error);
        return false;
      }
    },
  };
}

/** A record's fields as unknowns, or none when the stored value is not a record. */
export const storedFields = <T>(stored: unknown): Partial<Record<keyof T, unknown>> =>
  typeof stored === 'object' && stored !== null ? (stored as Partial<Record<keyof T, unknown>>) : {};
