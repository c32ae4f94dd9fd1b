#!/usr/bin/env node
// The installed `dicetable` command: runs the bundle that `npm run build` writes.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/dicetable.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    'dicetable: the command is not built yet; run `npm run build` in the repository first.\n',
  );
  process.exit(1);
}
await import(bundle.href);
