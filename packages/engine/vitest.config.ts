import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'reference/**/*.test.ts', 'bench/**/*.test.ts'],
    // Exhaustive odds checks and physics scenes are CPU-bound; CI's two cores are shared with other tasks.
    testTimeout: 120_000,
  },
});
