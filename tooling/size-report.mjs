// The home screen's initial download: the entry chunk and everything it imports statically, gzipped.
// Fails (exit 1) when it exceeds the budget or when a .wasm file would load with the home screen.
// Usage: node tooling/size-report.mjs [--json]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './bootstrap.mjs';

const BUDGET_GZIP_BYTES = 60 * 1024;
const dist = join(root, 'apps/web', process.env.DICETABLE_WEB_OUT ?? 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
visit(entryKey);

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const files = [...initial].map((key) => manifest[key].file);
const css = [...initial].flatMap((key) => manifest[key].css ?? []);
const assets = [...initial].flatMap((key) => manifest[key].assets ?? []);
const jsGzip = files.reduce((total, file) => total + gzipSize(file), 0);
const cssGzip = css.reduce((total, file) => total + gzipSize(file), 0);
const wasmInInitial = assets.filter((file) => file.endsWith('.wasm'));
const lazyChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
const allWasm = Object.values(manifest)
  .flatMap((chunk) => chunk.assets ?? [])
  .filter((file) => file.endsWith('.wasm'));

const report = {
  initialJsGzipBytes: jsGzip,
  initialCssGzipBytes: cssGzip,
  budgetJsGzipBytes: BUDGET_GZIP_BYTES,
  initialFiles: [...files, ...css],
  wasmInInitial,
  lazyChunks,
  wasmFiles: [...new Set(allWasm)],
};
const withinBudget = jsGzip <= BUDGET_GZIP_BYTES && wasmInInitial.length === 0;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...report, withinBudget }, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `home screen initial JS: ${kb(jsGzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)}), CSS ${kb(cssGzip)} gzip`,
  );
  console.log(
    `lazy chunks: ${lazyChunks}; wasm loaded by the home screen: ${wasmInInitial.length ? wasmInInitial.join(', ') : 'none'}`,
  );
}
if (!withinBudget) {
  console.error('size budget exceeded: the home screen must stay under 60 KB gzip of JS and load no .wasm');
  process.exit(1);
}
