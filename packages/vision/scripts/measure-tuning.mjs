// Measures tuning the reader to one table's dice on a source the nets never trained on (measure-tuning.ts):
//   node packages/vision/scripts/measure-tuning.mjs /tmp/fudw --closer [--throws 10,20,50] [--seeds 1,2,3] [--json]
// The TypeScript is bundled first into a temporary file, since Node runs JavaScript only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(mkdtempSync(join(tmpdir(), 'measure-tuning-')), 'measure-tuning.mjs');
await build({
  entryPoints: [join(here, 'measure-tuning.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
await import(pathToFileURL(outfile).href);
