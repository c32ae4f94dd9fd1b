import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: when this package's tests are the last task of the stage, vitest's default (one fewer
    // than the cores, so one on two) would leave a core idle.
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.ts', 'reference/**/*.test.ts', 'bench/**/*.test.ts'],
    // Exhaustive odds checks and physics scenes are CPU-bound; CI's two cores are shared with other tasks.
    testTimeout: 120_000,
  },
});
