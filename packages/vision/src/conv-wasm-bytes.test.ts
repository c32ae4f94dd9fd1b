import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('the committed wasm bytes are what assembly/conv.ts compiles to', () => {
  const script = fileURLToPath(new URL('../scripts/build-wasm.mjs', import.meta.url));
  // Fails (and execFileSync throws) when src/conv-wasm-bytes.ts is stale.
  const said = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(said).toContain('matches');
});
