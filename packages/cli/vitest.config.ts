import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Some commands run whole benchmarks and physics games in-process; CI's two cores are shared with the
// other packages' tasks, so give each test room rather than failing on a busy machine.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Every core: when this package's tests are the last task of the stage, vitest's default (one fewer
    // than the cores, so one on two) would leave a core idle.
    maxWorkers: availableParallelism(),
  },
});
