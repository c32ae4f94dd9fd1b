import solid from 'vite-plugin-solid';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [solid()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { conditions: ['development', 'browser'] },
  test: {
    // Most modules need no page: a file that does asks for one with a `@vitest-environment jsdom` comment.
    environment: 'node',
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
