import { defineConfig } from 'vitest/config';
import { maxWorkers, moduleSharingProjects } from '../../tooling/vitest-workers.mjs';

// Whole-game property tests replay many games; CI's two cores are shared with the other packages'
// tasks, so give each test room rather than failing on a busy machine.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    maxWorkers,
    projects: moduleSharingProjects(['src']),
  },
});
