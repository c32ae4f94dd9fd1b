// A newer version of the app in another tab upgrades the database: this tab lets go of it at once (the
// upgrade never stalls) and asks, without blocking play, to be reloaded.
import { expect, test } from '@playwright/test';

test('a database upgrade in another tab is not blocked, and this tab asks to be reloaded', async ({
  context,
}) => {
  const old = await context.newPage();
  await old.goto('/jamb');
  await expect(old.getByRole('link', { name: 'New game' })).toBeVisible();
  // The lobby has read the saved games: the database is open in this tab.
  await expect(old.getByText('No games yet. Start a new one.')).toBeVisible();

  const newer = await context.newPage();
  await newer.goto('/about');
  const upgraded = await newer.evaluate(async () => {
    const current = await new Promise<number>((resolve) => {
      const request = indexedDB.open('dicetable');
      request.onsuccess = () => {
        request.result.close();
        resolve(request.result.version);
      };
    });
    return new Promise<string>((resolve) => {
      const request = indexedDB.open('dicetable', current + 1);
      request.onupgradeneeded = () => request.result.createObjectStore('added-by-a-newer-app');
      request.onsuccess = () => {
        const stores = [...request.result.objectStoreNames];
        request.result.close();
        resolve(stores.includes('games') && stores.includes('added-by-a-newer-app') ? 'upgraded' : 'wrong');
      };
      request.onblocked = () => resolve('blocked');
      request.onerror = () => resolve(`failed: ${request.error?.name}`);
    });
  });
  expect(upgraded).toBe('upgraded');

  const notice = old.getByTestId('storage-upgraded');
  await expect(notice).toContainText('Dicetable was updated in another tab. Reload this tab');
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The prompt does not stand in the way: the screen still works.
  await old.getByRole('link', { name: 'New game' }).click();
  await expect(old).toHaveURL(/\/jamb\/new$/);
  await expect(notice).toBeVisible();
});
