// The physics determinism record, computed in Node and in a browser from the same engine build: a small
// harness around the engine's binding, bundled with esbuild, that any browser loads with build/physics.wasm.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { loadPhysicsWorld } from '../../../packages/engine/src/node.ts';
import { determinismRecord } from '../../../packages/engine/src/physics-scenes.ts';

const engineSrc = fileURLToPath(new URL('../../../packages/engine/src/', import.meta.url));
const wasmFile = fileURLToPath(new URL('../../../packages/engine/build/physics.wasm', import.meta.url));

const tableLayoutsFile = fileURLToPath(new URL('./table-layouts.ts', import.meta.url));

const harness = `
import { WasmPhysicsWorld } from './physics.ts';
import { determinismRecord } from './physics-scenes.ts';
import { tableLayouts } from '${tableLayoutsFile}';
window.tableLayouts = tableLayouts;
window.physicsRecord = async () => {
  const world = await WasmPhysicsWorld.fromSource(fetch('/physics.wasm'));
  const record = determinismRecord(world);
  let binary = '';
  for (let i = 0; i < record.length; i += 0x8000) binary += String.fromCharCode(...record.subarray(i, i + 0x8000));
  return { record: btoa(binary), outcomes: JSON.stringify(world.outcomes()) };
};
`;

/** What a browser fetches: the page, its script and the engine's WASM, by path. */
export async function physicsHarnessFiles(): Promise<
  Record<string, { body: Buffer | string; type: string }>
> {
  const bundle = await build({
    stdin: { contents: harness, resolveDir: engineSrc, loader: 'ts', sourcefile: 'harness.ts' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return {
    '/': {
      body: '<!doctype html><meta charset="utf-8"><script type="module" src="/harness.js"></script>',
      type: 'text/html',
    },
    '/harness.js': { body: bundle.outputFiles[0]!.text, type: 'text/javascript' },
    '/physics.wasm': { body: readFileSync(wasmFile), type: 'application/wasm' },
  };
}

/** The expression a loaded harness page evaluates to get its record. */
export const browserRecordExpression = 'window.physicsRecord()';
/** The expression a loaded harness page evaluates to get the start layouts of the JamSumo tables. */
export const browserLayoutsExpression = 'window.tableLayouts()';
export { tableLayouts } from './table-layouts.ts';

export interface RecordSummary {
  length: number;
  sha256: string;
  outcomes: string;
}

export function summariseBrowserRecord(fromBrowser: { record: string; outcomes: string }): RecordSummary {
  const record = Buffer.from(fromBrowser.record, 'base64');
  return {
    length: record.length,
    sha256: createHash('sha256').update(record).digest('hex'),
    outcomes: fromBrowser.outcomes,
  };
}

export async function nodeRecord(): Promise<RecordSummary> {
  const world = await loadPhysicsWorld();
  const record = determinismRecord(world);
  return {
    length: record.length,
    sha256: createHash('sha256').update(record).digest('hex'),
    outcomes: JSON.stringify(world.outcomes()),
  };
}
