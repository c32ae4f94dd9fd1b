import { defineConfig } from 'vitest/config';
import { maxWorkers, moduleSharingProjects } from '../../tooling/vitest-workers.mjs';

// Power calculations sum many terms; CI's two cores are shared with the other packages' tasks.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    maxWorkers,
    projects: moduleSharingProjects(['src']),
  },
});
