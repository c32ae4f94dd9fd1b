import { defineConfig } from 'vitest/config';
import { maxWorkers, moduleSharingProjects } from '../../tooling/vitest-workers.mjs';

// Whole-game tests play games with the expert; give them room on a busy two-core machine.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    maxWorkers,
    projects: moduleSharingProjects(['src']),
  },
});
