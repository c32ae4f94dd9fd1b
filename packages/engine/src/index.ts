export { createReferenceOdds } from '../reference/odds-reference.ts';
export type { OddsExports } from './odds.ts';
export { OddsEngine } from './odds.ts';
export * from './odds-layout.ts';
export * from './odds-types.ts';
export * from './physics-types.ts';
export type { WasmModuleName, WasmSource } from './wasm-instance.ts';
export { instantiateWasm } from './wasm-instance.ts';
