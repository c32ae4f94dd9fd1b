// Small remembered values (settings, last player names, last house rules), each under its own key.
import { openDatabase } from './db.ts';
import { reportStorageError } from './storage-status.ts';

export async function loadPreference<T>(key: string): Promise<T | undefined> {
  try {
    return (await (await openDatabase()).get('settings', key)) as T | undefined;
  } catch (error) {
    reportStorageError(error);
    return undefined;
  }
}

export async function savePreference<T>(key: string, value: T): Promise<boolean> {
  try {
    await (await openDatabase()).put('settings', value, key);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
