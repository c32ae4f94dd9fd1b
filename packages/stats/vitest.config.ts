import { defineConfig } from 'vitest/config';

// Power calculations sum many terms; CI's two cores are shared with the other packages' tasks.
export default defineConfig({
  test: { testTimeout: 60_000 },
});
