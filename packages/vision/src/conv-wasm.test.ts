import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ConvLayer,
  conv2d,
  convBackend,
  parameterCount,
  runConvs,
  type Tensor,
  useTypeScriptConvs,
} from './tensor.ts';

/** Numbers in −1…1 from a seed, so that a failing case prints small. */
function randomFloats(count: number, seed: number): Float32Array {
  let s = seed >>> 0;
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    out[i] = s / 2 ** 31 - 1;
  }
  return out;
}

const layerShape = fc.record({
  outChannels: fc.integer({ min: 1, max: 12 }),
  size: fc.constantFrom(1, 3),
  stride: fc.constantFrom(1, 2),
  dilation: fc.constantFrom(1, 2, 4),
  relu: fc.boolean(),
});

const convChain = fc.record({
  channels: fc.integer({ min: 1, max: 6 }),
  height: fc.integer({ min: 1, max: 24 }),
  width: fc.integer({ min: 1, max: 27 }),
  shapes: fc.array(layerShape, { minLength: 1, maxLength: 3 }),
  seed: fc.integer(),
});

type Drawn = typeof convChain extends fc.Arbitrary<infer T> ? T : never;

function chain({ channels, height, width, shapes, seed }: Drawn) {
  let inChannels = channels;
  const layers: ConvLayer[] = shapes.map((shape) => {
    const layer = { ...shape, inChannels };
    inChannels = shape.outChannels;
    return layer;
  });
  const count = layers.reduce((sum, layer) => sum + parameterCount(layer), 0);
  const input: Tensor = { channels, height, width, data: randomFloats(channels * height * width, seed) };
  return { input, layers, weights: randomFloats(count, seed ^ 0x5bd1e995) };
}

const convolution = (outChannels: number, stride: 1 | 2, dilation: 1 | 2 | 4): Drawn['shapes'][number] => ({
  outChannels,
  size: 3,
  stride,
  dilation,
  relu: true,
});

function typeScript(input: Tensor, layers: readonly ConvLayer[], weights: Float32Array): Tensor {
  useTypeScriptConvs(true);
  try {
    return runConvs(input, layers, weights);
  } finally {
    useTypeScriptConvs(false);
  }
}

describe('convolutions in wasm SIMD', () => {
  it('run here, where the host has wasm SIMD', () => {
    expect(convBackend()).toBe('wasm-simd');
  });

  it('compute what the TypeScript convolutions compute, for any layers', () => {
    fc.assert(
      fc.property(convChain, (drawn) => {
        const { input, layers, weights } = chain(drawn);
        const wasm = runConvs(input, layers, weights);
        const ts = typeScript(input, layers, weights);
        expect([wasm.channels, wasm.height, wasm.width]).toEqual([ts.channels, ts.height, ts.width]);
        expect(wasm.data.length).toBe(ts.data.length);
        // float32 lanes against float64 sums: equal to rounding, relative to the layer's scale
        const scale = 1 + ts.data.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
        ts.data.forEach((value, i) => {
          expect(Math.abs(wasm.data[i]! - value)).toBeLessThanOrEqual(1e-5 * scale);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('give the same answer again after other nets ran in between, and leave the input untouched', () => {
    // The second, larger net makes the memory grow between two runs of the first.
    const first = chain({ channels: 3, height: 40, width: 52, shapes: [convolution(8, 2, 1)], seed: 7 });
    const other = chain({ channels: 2, height: 90, width: 70, shapes: [convolution(9, 1, 4)], seed: 8 });
    const inputCopy = first.input.data.slice();
    const once = runConvs(first.input, first.layers, first.weights);
    runConvs(other.input, other.layers, other.weights);
    const again = runConvs(first.input, first.layers, first.weights);
    expect(again.data).toEqual(once.data);
    expect(first.input.data).toEqual(inputCopy);
  });
});

describe('without wasm SIMD', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('the TypeScript convolutions run, with their own numbers', async () => {
    // A host without SIMD refuses the module when it compiles it.
    const compiled = vi.fn(function refuse() {
      throw new Error('CompileError: invalid opcode 0xfd (simd)');
    });
    const host = (globalThis as unknown as { WebAssembly: { Instance: unknown } }).WebAssembly;
    vi.stubGlobal('WebAssembly', { Module: compiled, Instance: host.Instance });
    vi.resetModules();
    const fresh = await import('./tensor.ts');
    const { input, layers, weights } = chain({
      channels: 2,
      height: 11,
      width: 13,
      shapes: [
        { outChannels: 4, size: 3, stride: 2, dilation: 1, relu: true },
        { outChannels: 3, size: 1, stride: 1, dilation: 1, relu: false },
      ],
      seed: 3,
    });
    const out = fresh.runConvs(input, layers, weights);
    expect(compiled).toHaveBeenCalled();
    expect(fresh.convBackend()).toBe('typescript');
    const first = conv2d(input, layers[0]!, weights, 0);
    const expected = conv2d(first, layers[1]!, weights, parameterCount(layers[0]!));
    expect(out).toEqual(expected);
  });
});
