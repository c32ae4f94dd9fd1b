// Installing and living installed: the browser's install offer (a synthetic beforeinstallprompt, as
// Chromium fires it), the installed window (standalone display), the guide on iPad and iPhone, the
// game to continue, and game files opened from the file manager (a synthetic launch queue).
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from './keep-screenshot.ts';
import { startJambGame } from './start-game.ts';

const yamLog = readFileSync(
  new URL('../../../packages/rules/src/yam-master/fixtures/line-win-real-dice.json', import.meta.url),
  'utf8',
);

/** What Chromium fires when the app may be installed; `prompt()` leaves a mark for the test. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as { prompted?: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

/** The page as the installed app's window shows it: display-mode standalone. */
async function runInstalled(page: Page) {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
          } as MediaQueryList)
        : real(query);
  });
}

test('the browser offers installation: the control shows on home and in Settings and prompts', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dicetable' })).toBeVisible();
  const install = page.getByRole('button', { name: 'Install Dicetable' });
  await expect(install).toHaveCount(0);
  await offerInstall(page);
  await expect(install).toBeVisible();
  await keepScreenshot(page, 'install-offer-1180x820');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(install).toBeInViewport();
  await keepScreenshot(page, 'install-offer-390x844');
  await page.setViewportSize({ width: 1180, height: 820 });

  await page.getByRole('link', { name: /Settings/ }).click();
  const setting = page.getByTestId('install-setting');
  await setting.getByRole('button', { name: 'Install Dicetable' }).click();
  expect(await page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true);
  await expect(setting).toContainText('Installed');
  await expect(page.getByRole('button', { name: 'Install Dicetable' })).toHaveCount(0);
});

test('in the installed window the control is gone and Settings says Installed', async ({ page }) => {
  await runInstalled(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dicetable' })).toBeVisible();
  await offerInstall(page);
  await expect(page.locator('.install-offer')).toHaveCount(0);
  await page.getByRole('link', { name: /Settings/ }).click();
  await expect(page.getByTestId('install-setting')).toContainText('Installed');
  await expect(page.getByTestId('install')).toHaveCount(0);
});

test('a browser without an install offer says where its own menu installs', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByTestId('install-setting')).toContainText('from its own menu');
});

const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

for (const [device, userAgent, viewport] of [
  ['iPad', IPAD, { width: 1180, height: 820 }],
  ['iPhone', IPHONE, { width: 390, height: 844 }],
] as const) {
  test(`Safari on an ${device} gets the Add to Home Screen guide`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent, viewport, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Install Dicetable' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add to Home Screen' })).toBeVisible();
    const steps = page.getByTestId('ios-guide').getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Tap the Share button.');
    await expect(steps.nth(1)).toContainText('“Add to Home Screen”');
    await expect(steps.nth(2)).toContainText('Tap “Add”.');
    await keepScreenshot(page, `ios-guide-${viewport.width}x${viewport.height}`);
    await page.goto('/');
    await keepScreenshot(page, `install-offer-ios-${viewport.width}x${viewport.height}`);
    await context.close();
  });
}

test('the guide speaks the language of the iPad', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPAD, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto('/install');
  await expect(page.getByRole('heading', { level: 1, name: 'Zet op beginscherm' })).toBeVisible();
  await expect(page.getByTestId('ios-guide')).toContainText('Tik op ‘Voeg toe’.');
  await context.close();
});

test('launched from the Home Screen, an iPad shows no install control', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPAD });
  await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  const page = await context.newPage();
  await page.goto('/settings');
  await expect(page.getByTestId('install-setting')).toContainText('Installed');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dicetable' })).toBeVisible();
  await expect(page.getByTestId('install')).toHaveCount(0);
  await context.close();
});

test('home offers to continue the unfinished game played last', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dicetable' })).toBeVisible();
  await expect(page.getByTestId('continue-game')).toHaveCount(0);
  await startJambGame(page);
  const game = new URL(page.url()).pathname;

  await page.goto('/');
  const resume = page.getByTestId('continue-game');
  await expect(resume).toContainText('Continue');
  await expect(resume).toContainText('Jamb: Ana, Bram');
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`${game}$`));
  await expect(page.getByText('Roll 1 of 3')).toBeVisible();
});

/** The launch queue of an app opened with files from the file manager. */
async function launchWithFile(page: Page, text: string) {
  await page.addInitScript((content) => {
    const file = new File([content], 'shared-game.json', { type: 'application/json' });
    // Chromium has a launch queue of its own, always empty in a tab: this one carries the file.
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: {
        setConsumer: (consume: (params: unknown) => void) =>
          consume({ files: [{ getFile: async () => file }] }),
      },
    });
  }, text);
}

test('a game file opened from the file manager opens in its own game', async ({ page }) => {
  await launchWithFile(page, yamLog);
  await page.goto('/open');
  await expect(page).toHaveURL(/\/yam-master\/\w+$/);
  await expect(page.getByText(/Ana/).first()).toBeVisible();
});

test('a file that is no game is refused in the words of an import', async ({ page }) => {
  await launchWithFile(page, '{"shopping": ["eggs"]}');
  await page.goto('/open');
  await expect(page.getByRole('alert')).toHaveText(
    'Import refused: the file is not a Dicetable game file. Nothing was changed.',
  );
  // The picker is the way on: the same file type as the games' own import.
  await page.getByTestId('open-file-input').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(yamLog),
  });
  await expect(page).toHaveURL(/\/yam-master\/\w+$/);
});
