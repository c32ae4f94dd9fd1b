import { defineConfig } from 'vitest/config';

// Each engine is one file, so Firefox and WebKit run side by side in two workers.
export default defineConfig({
  test: {
    include: ['e2e-engines/*.engine.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
