// The convolutions of src/tensor.ts in WebAssembly with SIMD (assembly/conv.ts), compiled synchronously
// from bytes inlined in the bundle: the reader runs in a worker, in Node and in Vitest, never on a page's
// main thread, where browsers refuse to compile big modules synchronously. Without wasm SIMD the module
// does not compile and `wasmConvs()` is null, so the TypeScript code runs instead.
import { CONV_WASM } from './conv-wasm-bytes.ts';
import type { ConvLayer, Tensor } from './tensor.ts';

/** What the reader uses of the host's WebAssembly, typed here since the package has no DOM types. */
interface WasmHost {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: unknown };
}

interface ConvExports {
  memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  heapBase(): number;
  pad(src: number, channels: number, height: number, width: number, pad: number, dst: number): void;
  conv(
    src: number,
    channels: number,
    ph: number,
    pw: number,
    dst: number,
    outChannels: number,
    oh: number,
    ow: number,
    size: number,
    stride: number,
    dilation: number,
    relu: boolean,
    weights: number,
  ): void;
}

export type ConvRunner = (input: Tensor, layers: readonly ConvLayer[], weights: Float32Array) => Tensor;

const PAGE = 65536;
/** Bytes past every buffer's end, since a row read with stride 2 loads four floats beyond its last tap. */
const SLACK = 64;
/** Weights of more nets than this (in bytes) and the cache starts again: only tests make so many. */
const WEIGHTS_CAP = 64 * 1024 * 1024;

const align = (bytes: number) => (bytes + SLACK + 15) & ~15;

function compile(): ConvExports | null {
  const host = (globalThis as { WebAssembly?: WasmHost }).WebAssembly;
  if (!host || typeof atob !== 'function') return null;
  try {
    const binary = atob(CONV_WASM);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new host.Instance(new host.Module(bytes)).exports as unknown as ConvExports;
  } catch {
    return null; // no SIMD (or no synchronous compile here): the caller keeps to TypeScript
  }
}

function runner(wasm: ConvExports): ConvRunner {
  const base = wasm.heapBase();
  // Each net's weights are copied in once, below the scratch space that every run starts afresh.
  let placed = new WeakMap<Float32Array, number>();
  let top = base;

  const ensure = (end: number) => {
    const have = wasm.memory.buffer.byteLength;
    if (end > have) wasm.memory.grow(Math.ceil((end - have) / PAGE));
  };
  const weightsAt = (weights: Float32Array): number => {
    const known = placed.get(weights);
    if (known !== undefined) return known;
    if (top - base + weights.byteLength > WEIGHTS_CAP) {
      placed = new WeakMap();
      top = base;
    }
    const at = top;
    top += align(weights.byteLength);
    ensure(top);
    new Float32Array(wasm.memory.buffer, at, weights.length).set(weights);
    placed.set(weights, at);
    return at;
  };

  return (input, layers, weights) => {
    const weightsPtr = weightsAt(weights);
    // Plan every layer's buffers first, so that memory grows (and its views go stale) only once.
    let scratch = top;
    const take = (floats: number) => {
      const at = scratch;
      scratch += align(floats * 4);
      return at;
    };
    const inputPtr = take(input.data.length);
    let shape = { channels: input.channels, height: input.height, width: input.width, at: inputPtr };
    const steps = layers.map((layer) => {
      const padBy = (layer.dilation * (layer.size - 1)) >> 1;
      const ph = shape.height + 2 * padBy;
      const pw = shape.width + 2 * padBy;
      const padAt = padBy > 0 ? take(shape.channels * ph * pw) : shape.at;
      const oh = Math.floor((ph - layer.dilation * (layer.size - 1) - 1) / layer.stride) + 1;
      const ow = Math.floor((pw - layer.dilation * (layer.size - 1) - 1) / layer.stride) + 1;
      const out = {
        channels: layer.outChannels,
        height: oh,
        width: ow,
        at: take(layer.outChannels * oh * ow),
      };
      const step = { layer, from: shape, padBy, padAt, ph, pw, out };
      shape = out;
      return step;
    });
    ensure(scratch);
    new Float32Array(wasm.memory.buffer, inputPtr, input.data.length).set(input.data);
    let offset = weightsPtr;
    for (const { layer, from, padBy, padAt, ph, pw, out } of steps) {
      if (padBy > 0) wasm.pad(from.at, from.channels, from.height, from.width, padBy, padAt);
      const { inChannels, outChannels, size, stride, dilation, relu } = layer;
      wasm.conv(
        padAt,
        inChannels,
        ph,
        pw,
        out.at,
        outChannels,
        out.height,
        out.width,
        size,
        stride,
        dilation,
        relu,
        offset,
      );
      offset += outChannels * (inChannels * size * size + 1) * 4;
    }
    const count = shape.channels * shape.height * shape.width;
    const data = new Float32Array(wasm.memory.buffer, shape.at, count).slice();
    return { channels: shape.channels, height: shape.height, width: shape.width, data };
  };
}

let cached: ConvRunner | null | undefined;

/** The wasm SIMD convolutions, or null where this host cannot compile them. */
export function wasmConvs(): ConvRunner | null {
  if (cached === undefined) {
    const wasm = compile();
    cached = wasm ? runner(wasm) : null;
  }
  return cached;
}
