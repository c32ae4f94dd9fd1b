import { defineConfig } from 'vitest/config';
import { maxWorkers, moduleSharingProjects } from '../../tooling/vitest-workers.mjs';

export default defineConfig({
  test: {
    maxWorkers,
    projects: moduleSharingProjects(['src', 'reference', 'bench']),
    // Exhaustive odds checks and physics scenes are CPU-bound; CI's two cores are shared with other tasks.
    testTimeout: 120_000,
  },
});
