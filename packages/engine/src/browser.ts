// Loads the engine's WASM modules in the browser. Each URL is written out literally so that Vite
// emits the .wasm file as an asset (and the service worker precaches it).
import { OddsEngine } from './odds.ts';
import { WasmPhysicsWorld } from './physics.ts';
import type { WasmModuleName } from './wasm-instance.ts';

export * from './index.ts';

const moduleUrls: Record<WasmModuleName, () => URL> = {
  odds: () => new URL('../build/odds.wasm', import.meta.url),
  physics: () => new URL('../build/physics.wasm', import.meta.url),
};

export function wasmUrl(name: WasmModuleName): URL {
  return moduleUrls[name]();
}

export function loadOddsEngine(): Promise<OddsEngine> {
  return OddsEngine.fromSource(fetch(wasmUrl('odds')));
}

/** A fresh dice world (an empty default board until reset()). */
export function loadPhysicsWorld(): Promise<WasmPhysicsWorld> {
  return WasmPhysicsWorld.fromSource(fetch(wasmUrl('physics')));
}
