import {
  JAMB_LANES,
  type OddsSituation,
  type OddsTableCalculator,
  type RawOdds,
  situationOrThrow,
  toAnswer,
} from './odds-layout.ts';
import type { OddsAnswer, OddsQuery } from './odds-types.ts';
import type { WasmSource } from './wasm-instance.ts';
import { instantiateWasm } from './wasm-instance.ts';

/** The raw exports of build/odds.wasm. Buffers are static: their pointers never change. */
export interface OddsExports {
  memory: WebAssembly.Memory;
  multisetCount(dice: number, faces: number): number;
  probabilityAtLeast(dice: number, atLeast: number): number;
  /** Input: 5 dice values then up to 5 held dice values (i32). */
  oddsInput(): number;
  /** Output per lane: best value (f64), value of the given hold (f64), best hold (5 × i32, 0 = empty). */
  oddsValues(): number;
  oddsGiven(): number;
  oddsHolds(): number;
  /** Computes one whole table; returns 0, or a negative code for a situation it does not accept. */
  computeOdds(
    game: number,
    rollsLeft: number,
    defi: number,
    hasDice: number,
    holdLength: number,
    jambRules: number,
  ): number;
}

/** The WASM odds engine. One call to the module computes a whole hint table. */
export class OddsEngine implements OddsTableCalculator {
  readonly kind = 'wasm' as const;
  private input!: Int32Array;
  private raw!: RawOdds;

  private constructor(private readonly wasm: OddsExports) {
    this.bindViews();
  }

  static async fromSource(source: WasmSource): Promise<OddsEngine> {
    const wasm = await instantiateWasm<OddsExports>(source);
    if (typeof wasm.computeOdds !== 'function')
      throw new Error('odds.wasm is out of date: rebuild the engine');
    return new OddsEngine(wasm);
  }

  private bindViews(): void {
    const buffer = this.wasm.memory.buffer;
    this.input = new Int32Array(buffer, this.wasm.oddsInput(), 10);
    this.raw = {
      values: new Float64Array(buffer, this.wasm.oddsValues(), JAMB_LANES),
      given: new Float64Array(buffer, this.wasm.oddsGiven(), JAMB_LANES),
      holds: new Int32Array(buffer, this.wasm.oddsHolds(), JAMB_LANES * 5),
    };
  }

  /** Fills the engine's result buffers for a validated situation (the benchmark's hot path). */
  compute(situation: OddsSituation): RawOdds {
    if (this.input.buffer !== this.wasm.memory.buffer) this.bindViews();
    const { dice, hold } = situation;
    if (dice) for (let i = 0; i < 5; i++) this.input[i] = dice[i]!;
    if (hold) for (let i = 0; i < hold.length; i++) this.input[5 + i] = hold[i]!;
    const status = this.wasm.computeOdds(
      situation.game,
      dice ? situation.rollsLeft : 3,
      situation.defi ? 1 : 0,
      dice ? 1 : 0,
      hold ? hold.length : -1,
      situation.jambRules,
    );
    if (status !== 0) throw new Error(`odds engine refused the situation (code ${status})`);
    return this.raw;
  }

  query(query: OddsQuery): OddsAnswer {
    const situation = situationOrThrow(query);
    return toAnswer(situation, this.compute(situation));
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
