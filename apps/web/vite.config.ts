import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import solid from 'vite-plugin-solid';
import { manifest } from './src/shell/manifest.ts';
import { noTestHooks } from './src/test-build/no-test-hooks.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// `--mode e2e` makes the test build the browser tests are served (see src/test-build); it goes to its own
// folder so it can never be mistaken for the production build.
export default defineConfig(({ mode }) => ({
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    solid(),
    noTestHooks(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/*.svg', 'icons/*.png'],
      manifest,
      workbox: {
        // Workbox precaches only js, css and html by default; the engine's .wasm, the icons and any
        // fonts must be precached too, or the games break offline.
        globPatterns: ['**/*.{js,css,html,wasm,png,svg,ico,woff2,webmanifest}'],
        // The manifest's screenshots are for the install sheet, read online; the app never shows them.
        globIgnores: ['screenshots/**'],
        navigateFallback: 'index.html',
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once, so it works offline without a reload.
        // Updates still wait for the player's "Reload" (no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  // The JamSumo table worker imports the engine like the page does: as ES modules, WASM asset included.
  worker: { format: 'es' },
  build: {
    // Parallel local runs may build to separate folders (DICETABLE_WEB_OUT) and preview them on their own ports.
    outDir: `${process.env.DICETABLE_WEB_OUT ?? 'dist'}${mode === 'e2e' ? '-e2e' : ''}`,
    target: 'es2022',
    manifest: true,
    sourcemap: true,
  },
  preview: { port: 4173, strictPort: true },
}));
