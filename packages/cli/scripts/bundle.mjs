// Bundles the CLI with the rules and engine bindings into one file, so `dicetable` starts fast.
// The benchmark's rival engines stay external: they load only when a benchmark runs.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/entry.ts'],
  outfile: 'dist/dicetable.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: ['@dimforge/rapier3d-compat', 'cannon-es'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
