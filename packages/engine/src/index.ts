export type { OddsExports } from './odds.ts';
export { OddsEngine } from './odds.ts';
export type { WasmModuleName, WasmSource } from './wasm-instance.ts';
export { instantiateWasm } from './wasm-instance.ts';
