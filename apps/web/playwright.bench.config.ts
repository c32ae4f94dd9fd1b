import { defineConfig } from '@playwright/test';
import config from './playwright.config.ts';

// Browser measurements for `npm run bench:browser`: the browser tests' set-up, their own folder, one at a time.
export default defineConfig({
  ...config,
  testDir: 'bench',
  testMatch: '*.bench.ts',
  workers: 1,
  outputDir: 'test-results/bench-artifacts',
  reporter: [['list']],
});
