import { wasmConvs } from './conv-wasm.ts';

/** A stack of feature maps, channel after channel, rows top to bottom. */
export interface Tensor {
  channels: number;
  height: number;
  width: number;
  data: Float32Array;
}

export interface ConvLayer {
  inChannels: number;
  outChannels: number;
  /** Square kernel side: 1 or 3. */
  size: number;
  stride: number;
  dilation: number;
  relu: boolean;
}

/** The input with `pad` zero pixels on every side, so that no kernel tap needs a bounds test. */
function padded(input: Tensor, pad: number): Tensor {
  if (pad === 0) return input;
  const { channels, height, width, data } = input;
  const pw = width + 2 * pad;
  const ph = height + 2 * pad;
  const out = new Float32Array(channels * ph * pw);
  for (let c = 0; c < channels; c++) {
    for (let y = 0; y < height; y++) {
      const from = (c * height + y) * width;
      out.set(data.subarray(from, from + width), (c * ph + y + pad) * pw + pad);
    }
  }
  return { channels, height: ph, width: pw, data: out };
}

/**
 * A convolution with zero padding that keeps the centre of a kernel on each output pixel (padding =
 * dilation × (size − 1) / 2), as PyTorch computes it. A 3×3 kernel's nine taps are summed in one pass
 * over each output row, so every output value is loaded and stored once per input channel.
 */
export function conv2d(input: Tensor, layer: ConvLayer, weights: Float32Array, offset: number): Tensor {
  const { size, stride, dilation, outChannels, inChannels } = layer;
  const pad = (dilation * (size - 1)) >> 1;
  const src = padded(input, pad);
  const { height: ph, width: pw, data } = src;
  const oh = Math.floor((ph - dilation * (size - 1) - 1) / stride) + 1;
  const ow = Math.floor((pw - dilation * (size - 1) - 1) / stride) + 1;
  const out = new Float32Array(outChannels * oh * ow);
  const biasAt = offset + outChannels * inChannels * size * size;
  const d = dilation;
  const d2 = 2 * dilation;
  const r1 = dilation * pw;
  const r2 = 2 * dilation * pw;
  for (let oc = 0; oc < outChannels; oc++) {
    const plane = oc * oh * ow;
    out.fill(weights[biasAt + oc]!, plane, plane + oh * ow);
    for (let ic = 0; ic < inChannels; ic++) {
      const inPlane = ic * ph * pw;
      const k = offset + (oc * inChannels + ic) * size * size;
      if (size === 1) {
        const w = weights[k]!;
        for (let oy = 0; oy < oh; oy++) {
          const row = inPlane + oy * stride * pw;
          const outRow = plane + oy * ow;
          for (let ox = 0; ox < ow; ox++) out[outRow + ox]! += w * data[row + ox * stride]!;
        }
        continue;
      }
      const w0 = weights[k]!;
      const w1 = weights[k + 1]!;
      const w2 = weights[k + 2]!;
      const w3 = weights[k + 3]!;
      const w4 = weights[k + 4]!;
      const w5 = weights[k + 5]!;
      const w6 = weights[k + 6]!;
      const w7 = weights[k + 7]!;
      const w8 = weights[k + 8]!;
      for (let oy = 0; oy < oh; oy++) {
        const row = inPlane + oy * stride * pw;
        const outRow = plane + oy * ow;
        for (let ox = 0; ox < ow; ox++) {
          const a = row + ox * stride;
          const b = a + r1;
          const c = a + r2;
          out[outRow + ox]! +=
            w0 * data[a]! +
            w1 * data[a + d]! +
            w2 * data[a + d2]! +
            w3 * data[b]! +
            w4 * data[b + d]! +
            w5 * data[b + d2]! +
            w6 * data[c]! +
            w7 * data[c + d]! +
            w8 * data[c + d2]!;
        }
      }
    }
  }
  if (layer.relu) for (let i = 0; i < out.length; i++) if (out[i]! < 0) out[i] = 0;
  return { channels: outChannels, height: oh, width: ow, data: out };
}

export function parameterCount(layer: ConvLayer): number {
  return layer.outChannels * (layer.inChannels * layer.size * layer.size + 1);
}

/** A dense layer on the flattened tensor (channel, row, column order, as PyTorch's `flatten`). */
export function dense(
  input: Float32Array,
  outputs: number,
  weights: Float32Array,
  offset: number,
): Float32Array {
  const n = input.length;
  const biasAt = offset + outputs * n;
  const out = new Float32Array(outputs);
  for (let o = 0; o < outputs; o++) {
    let sum = weights[biasAt + o]!;
    const row = offset + o * n;
    for (let i = 0; i < n; i++) sum += weights[row + i]! * input[i]!;
    out[o] = sum;
  }
  return out;
}

/** Base64 of little-endian IEEE half floats, as training/weights_file.py writes them. */
export function decodeFloat16(base64: string): Float32Array {
  const binary = atob(base64);
  const out = new Float32Array(binary.length >> 1);
  for (let i = 0; i < out.length; i++) {
    const h = binary.charCodeAt(2 * i) | (binary.charCodeAt(2 * i + 1) << 8);
    const sign = h & 0x8000 ? -1 : 1;
    const exponent = (h >> 10) & 0x1f;
    const fraction = h & 0x3ff;
    out[i] =
      exponent === 0
        ? sign * fraction * 2 ** -24
        : exponent === 31
          ? fraction
            ? Number.NaN
            : sign * Number.POSITIVE_INFINITY
          : sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
  }
  return out;
}

/** Decodes a net's weights on first use and checks that they fit its layers. */
export function lazyWeights(name: string, base64: string, expected: number): () => Float32Array {
  let weights: Float32Array | null = null;
  return () => {
    if (weights) return weights;
    const decoded = decodeFloat16(base64);
    if (decoded.length !== expected) {
      throw new Error(`${name} weights hold ${decoded.length} numbers, the layers need ${expected}`);
    }
    weights = decoded;
    return weights;
  };
}

export type ConvBackend = 'wasm-simd' | 'typescript';

let typeScriptOnly = false;

/** Forces the TypeScript convolutions even where wasm SIMD runs, to compare both on the same frames. */
export function useTypeScriptConvs(on: boolean): void {
  typeScriptOnly = on;
}

/** Which code `runConvs` runs here: wasm SIMD where the host compiles it, else TypeScript. */
export function convBackend(): ConvBackend {
  return !typeScriptOnly && wasmConvs() ? 'wasm-simd' : 'typescript';
}

/** Runs convolutions one after the other, the weights of each following those of the one before. */
export function runConvs(input: Tensor, layers: readonly ConvLayer[], weights: Float32Array): Tensor {
  const wasm = typeScriptOnly ? null : wasmConvs();
  if (wasm && layers.every((layer) => layer.size === 1 || layer.size === 3))
    return wasm(input, layers, weights);
  let x = input;
  let offset = 0;
  for (const layer of layers) {
    x = conv2d(x, layer, weights, offset);
    offset += parameterCount(layer);
  }
  return x;
}
