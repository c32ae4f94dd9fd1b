import type { WasmSource } from './wasm-instance.ts';
import { instantiateWasm } from './wasm-instance.ts';

/** The raw exports of build/odds.wasm. */
export interface OddsExports {
  memory: WebAssembly.Memory;
  multisetCount(dice: number, faces: number): number;
  probabilityAtLeast(dice: number, atLeast: number): number;
}

export class OddsEngine {
  private constructor(private readonly wasm: OddsExports) {}

  static async fromSource(source: WasmSource): Promise<OddsEngine> {
    return new OddsEngine(await instantiateWasm<OddsExports>(source));
  }

  /** Distinct outcomes of `dice` indistinguishable dice (252 for five six-sided dice). */
  multisetCount(dice: number, faces = 6): number {
    return this.wasm.multisetCount(dice, faces);
  }

  /** Chance that `dice` dice show at least `atLeast` of one given face in a single roll. */
  probabilityAtLeast(dice: number, atLeast: number): number {
    return this.wasm.probabilityAtLeast(dice, atLeast);
  }
}
