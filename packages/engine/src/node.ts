// Loads the engine's WASM modules in Node (tests, CLI, benchmarks) from this package's build folder.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OddsEngine } from './odds.ts';
import { WasmPhysicsWorld } from './physics.ts';
import type { WasmModuleName } from './wasm-instance.ts';

export * from './index.ts';

// Resolved through the package name so that the path holds in bundles (the CLI) as well as in source.
const packageDir = dirname(createRequire(import.meta.url).resolve('@dicetable/engine/package.json'));

export function wasmPath(name: WasmModuleName, target: 'release' | 'debug' = 'release'): string {
  return join(packageDir, 'build', target === 'release' ? `${name}.wasm` : `${name}.debug.wasm`);
}

/** The engine's WASM build is not where the bindings look for it: nothing can stand in for it. */
export class WasmMissingError extends Error {
  constructor(
    readonly path: string,
    options?: ErrorOptions,
  ) {
    super(`${path} is missing; build the engine first (npm run build).`, options);
  }
}

export function readWasm(
  name: WasmModuleName,
  target: 'release' | 'debug' = 'release',
): Uint8Array<ArrayBuffer> {
  try {
    return new Uint8Array(readFileSync(wasmPath(name, target)));
  } catch (error) {
    throw new WasmMissingError(wasmPath(name, target), { cause: error });
  }
}

export function loadOddsEngine(target: 'release' | 'debug' = 'release'): Promise<OddsEngine> {
  return OddsEngine.fromSource(readWasm('odds', target));
}

/** A fresh dice world (an empty default board until reset()). */
export function loadPhysicsWorld(target: 'release' | 'debug' = 'release'): Promise<WasmPhysicsWorld> {
  return WasmPhysicsWorld.fromSource(readWasm('physics', target));
}
