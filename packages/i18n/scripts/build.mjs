// Compiles the package to one JavaScript module for what Node loads without a bundler in front: the
// web app's Vite config (its manifest's Serbian Cyrillic texts) and the bundled command line.
// Bundlers and TypeScript read the sources.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'neutral',
  format: 'esm',
  target: 'es2022',
  logLevel: 'warning',
});
