import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findSystemChromium } from '../../tooling/chromium.mjs';

const port = Number(process.env.DICETABLE_E2E_PORT ?? 4174);
const executablePath = findSystemChromium();

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test costs about a third of the run; a failing test leaves its picture, and
    // DICETABLE_TRACE=1 records traces to look into one.
    trace: process.env.DICETABLE_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // A service worker precaches the whole app (2.4 MB) in every new page's context; only the tests of
    // working offline and of its notice ask for one.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'tablet-landscape',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1180, height: 820 }, hasTouch: true },
    },
  ],
  webServer: {
    // The test build: the production build plus the probes that let a test find dice on the canvas.
    command: `npx vite preview --mode e2e --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
