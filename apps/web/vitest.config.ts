import { readFileSync } from 'node:fs';
import solid from 'vite-plugin-solid';
import { defineConfig } from 'vitest/config';
import { maxWorkers, ownModuleTests, testFiles } from '../../tooling/vitest-workers.mjs';

// Test files fall in three kinds, read from their text:
// - a file that needs a page asks for one with a `@vitest-environment jsdom` comment;
// - a file that mocks or reloads modules needs a module graph of its own;
// - every other file shares its worker's modules with the others (isolate: false): loading the rules,
//   the catalogues and Solid once instead of once per file is most of what these files cost.
const pageTests = testFiles(['src']).filter((path) =>
  readFileSync(path, 'utf8').includes('@vitest-environment jsdom'),
);
const isolatedTests = ownModuleTests(['src']).filter((path) => !pageTests.includes(path));

export default defineConfig({
  plugins: [solid()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { conditions: ['development', 'browser'] },
  test: {
    maxWorkers,
    testTimeout: 30_000,
    // Worker threads start and tear down a page's file faster than forked processes.
    pool: 'threads',
    setupFiles: ['./src/test-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...pageTests, ...isolatedTests],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', environment: 'node', include: isolatedTests } },
      { extends: true, test: { name: 'page', environment: 'jsdom', include: pageTests } },
    ],
  },
});
