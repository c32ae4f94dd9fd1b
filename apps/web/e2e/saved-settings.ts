// The app's settings as saved in its database, to wait for a change to be kept rather than for a while.
import { expect, type Page } from '@playwright/test';

/** One record of the settings store, by its key (undefined before it is first saved). */
export function savedPreference(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const request = indexedDB.open('dicetable');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const read = request.result.transaction('settings').objectStore('settings').get(key);
          read.onsuccess = () => {
            request.result.close();
            resolve(read.result);
          };
        };
      }),
    key,
  );
}

/** One saved setting (undefined before the settings are first saved). */
export async function savedSetting(page: Page, key: string): Promise<unknown> {
  const settings = await savedPreference(page, 'app-settings');
  return (settings as Record<string, unknown> | undefined)?.[key];
}

/**
 * Chooses the app's language on the Settings screen open in `page`, and waits until it is kept: a page
 * loaded straight after would otherwise race the save and may open in the language before.
 */
export async function chooseLanguage(page: Page, lang: string) {
  await page.getByTestId('language-select').selectOption(lang);
  await expect.poll(() => savedSetting(page, 'language')).toBe(lang);
}
