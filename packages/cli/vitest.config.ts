import { defineConfig } from 'vitest/config';
import { maxWorkers, sharedModules } from '../../tooling/vitest-workers.mjs';

// Some commands run whole benchmarks and physics games in-process; CI's two cores are shared with the
// other packages' tasks, so give each test room rather than failing on a busy machine.
// The file that mocks node:fs keeps a module graph of its own; the others share their worker's modules.
const ownModules = ['src/missing-engine.test.ts'];
export default defineConfig({
  test: {
    testTimeout: 60_000,
    maxWorkers,
    projects: [
      {
        extends: true,
        test: { name: 'shared', ...sharedModules, include: ['src/**/*.test.ts'], exclude: ownModules },
      },
      { extends: true, test: { name: 'own-modules', include: ownModules } },
    ],
  },
});
