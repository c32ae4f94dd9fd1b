import { defineConfig } from 'vitest/config';
import { maxWorkers, sharedModules } from '../../tooling/vitest-workers.mjs';

export default defineConfig({
  test: {
    ...sharedModules,
    maxWorkers,
    include: ['src/**/*.test.ts', 'reference/**/*.test.ts', 'bench/**/*.test.ts'],
    // Exhaustive odds checks and physics scenes are CPU-bound; CI's two cores are shared with other tasks.
    testTimeout: 120_000,
  },
});
