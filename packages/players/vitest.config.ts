import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Whole-game tests play games with the expert; give them room on a busy two-core machine.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    // Every core: when this package's tests are the last task of the stage, vitest's default (one fewer
    // than the cores, so one on two) would leave a core idle.
    maxWorkers: availableParallelism(),
  },
});
