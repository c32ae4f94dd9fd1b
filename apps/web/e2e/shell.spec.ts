import { expect, test } from '@playwright/test';
import { savedSetting } from './saved-settings.ts';

const taglines = {
  'en-GB': 'Dice games at the table',
  'nl-NL': 'Dobbelspellen aan tafel',
  'de-DE': 'Würfelspiele am Tisch',
  'pt-PT': 'Jogos de dados à mesa',
};

for (const [locale, tagline] of Object.entries(taglines)) {
  test.describe(`home in ${locale}`, () => {
    test.use({ locale });
    test('shows the three games in the browser’s language', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText(tagline)).toBeVisible();
      await expect(page.locator('.game-card')).toHaveCount(3);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    });
  });
}

test('settings survive a reload', async ({ page }) => {
  await page.goto('/settings');
  await page.getByTestId('language-select').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await page.getByLabel('Dunkel').check();
  await page.getByRole('switch', { name: 'Ton' }).uncheck();
  // Each change saves the whole settings: once the last is kept, so are the others.
  await expect.poll(() => savedSetting(page, 'sound')).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('switch', { name: 'Ton' })).not.toBeChecked();
  await page.goto('/');
  await expect(page.getByText('Würfelspiele am Tisch')).toBeVisible();
});

test('every game route and the lab open from the shell', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Jamb', 'Yam Master', 'JamSumo']) {
    await page.locator('.game-card', { hasText: name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.locator('.game-card')).toHaveCount(3);
  }
  await page.goto('/settings');
  await page.getByRole('link', { name: /Physics lab/ }).click();
  await expect(page).toHaveURL(/\/lab$/);
});

test('the home screen loads no WebAssembly; the engine loads in the browser when needed', async ({
  page,
}) => {
  const wasmRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasmRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('.game-card')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  expect(wasmRequests).toEqual([]);
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page.getByTestId('engine-check')).toHaveText(/252 dice outcomes/);
});
