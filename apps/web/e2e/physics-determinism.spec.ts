// The dice physics gives the same bits in Chromium as in Node. A small harness around the engine's
// binding is bundled here with esbuild and served, with build/physics.wasm, from an intercepted origin;
// the browser's record (exact world snapshots after a heap, a break and flicks of every kind) is
// compared byte for byte (by hash) with the record Node computes in this test process.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { loadPhysicsWorld } from '../../../packages/engine/src/node.ts';
import { determinismRecord } from '../../../packages/engine/src/physics-scenes.ts';

const engineSrc = fileURLToPath(new URL('../../../packages/engine/src/', import.meta.url));
const wasmFile = fileURLToPath(new URL('../../../packages/engine/build/physics.wasm', import.meta.url));
const origin = 'http://physics.dicetable.test';

const harness = `
import { WasmPhysicsWorld } from './physics.ts';
import { determinismRecord } from './physics-scenes.ts';
window.physicsRecord = async () => {
  const world = await WasmPhysicsWorld.fromSource(fetch('/physics.wasm'));
  const record = determinismRecord(world);
  let binary = '';
  for (let i = 0; i < record.length; i += 0x8000) binary += String.fromCharCode(...record.subarray(i, i + 0x8000));
  return { record: btoa(binary), outcomes: JSON.stringify(world.outcomes()) };
};
`;

test('the browser simulates bit for bit what Node simulates', async ({ page }) => {
  const bundle = await build({
    stdin: { contents: harness, resolveDir: engineSrc, loader: 'ts', sourcefile: 'harness.ts' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const wasm = readFileSync(wasmFile);
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/physics.wasm') return route.fulfill({ body: wasm, contentType: 'application/wasm' });
    if (path === '/harness.js') return route.fulfill({ body: script, contentType: 'text/javascript' });
    return route.fulfill({
      body: '<!doctype html><meta charset="utf-8"><script type="module" src="/harness.js"></script>',
      contentType: 'text/html',
    });
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => 'physicsRecord' in window);
  const fromBrowser = await page.evaluate(() =>
    (window as unknown as { physicsRecord(): Promise<{ record: string; outcomes: string }> }).physicsRecord(),
  );
  const browserRecord = Buffer.from(fromBrowser.record, 'base64');
  const browser = {
    length: browserRecord.length,
    sha256: createHash('sha256').update(browserRecord).digest('hex'),
    outcomes: fromBrowser.outcomes,
  };

  const world = await loadPhysicsWorld();
  const record = determinismRecord(world);
  const node = {
    length: record.length,
    sha256: createHash('sha256').update(record).digest('hex'),
    outcomes: JSON.stringify(world.outcomes()),
  };
  expect(node.length).toBeGreaterThan(10_000);
  expect(browser).toEqual(node);
});
