// Bundles the reader as the browser downloads it (minified ES module, weights included), so that
// `dicetable bench vision` can report the real download size.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/reader.min.js',
  bundle: true,
  minify: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  logLevel: 'warning',
});
