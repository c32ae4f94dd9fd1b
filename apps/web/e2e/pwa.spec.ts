import { expect, test } from '@playwright/test';
import { untilServiceWorkerControls } from './service-worker.ts';

// The other tests go without the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

test('the manifest carries every installability field', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(new URL(href!, page.url()).href)).json();
  expect(manifest).toMatchObject({
    name: 'Dicetable',
    short_name: 'Dicetable',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  });
  expect(manifest.description.length).toBeGreaterThan(10);
  expect(manifest.categories).toContain('games');
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(new URL(icon.src, page.url()).href);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/png');
    const body = await response.body();
    // PNG width and height are big-endian at bytes 16 and 20.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('after the service worker is active the app starts offline', async ({ page, context }) => {
  await untilServiceWorkerControls(page);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const key of await (await caches.open(name)).keys()) urls.push(key.url);
    return urls;
  });
  expect(precached.some((url) => /\.wasm(\?|$)/.test(url))).toBe(true);
  expect(precached.some((url) => /icon-512\.png/.test(url))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.game-card')).toHaveCount(3);
  await page.goto('/jamb');
  await expect(page.getByRole('heading', { level: 1, name: 'Jamb' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByTestId('engine-check')).toHaveText(/252 dice outcomes/);
  await context.setOffline(false);
});
