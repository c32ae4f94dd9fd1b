export { createReferenceOdds } from '../reference/odds-reference.ts';
export * as deterministicMath from './deterministic-math.ts';
export type { FlickNoise } from './flick-noise.ts';
export {
  DEFAULT_HAND_SPREAD,
  HAND_DIRECTION_SD,
  HAND_HEIGHT_SD,
  HAND_OFFSET_SD,
  HAND_STRENGTH_SD,
  impreciseFlick,
} from './flick-noise.ts';
export type { OddsExports } from './odds.ts';
export { OddsEngine } from './odds.ts';
export * from './odds-layout.ts';
export * from './odds-types.ts';
export type { PhysicsExports } from './physics.ts';
export { PhysicsError, WasmPhysicsWorld } from './physics.ts';
export * from './physics-board.ts';
export * from './physics-scenario.ts';
export * from './physics-scenes.ts';
export * from './physics-types.ts';
export { seededRandom, textSeed, turnSeed } from './seeded-random.ts';
export type { WasmModuleName, WasmSource } from './wasm-instance.ts';
export { instantiateWasm } from './wasm-instance.ts';
