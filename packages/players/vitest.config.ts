import { defineConfig } from 'vitest/config';

// Whole-game tests play games with the expert; give them room on a busy two-core machine.
export default defineConfig({
  test: { testTimeout: 120_000 },
});
