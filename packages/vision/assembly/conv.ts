// The dice reader's convolutions with 128-bit SIMD, four output pixels at a time. Tensors are float32,
// channel after channel, rows top to bottom, as in src/tensor.ts; the caller owns all memory (it hands
// in byte addresses) and pads the input so that no kernel tap needs a bounds test. Each output value
// gets the nine taps of one input channel summed first and then added, in the order src/tensor.ts
// adds them, so that both paths round alike as far as float32 lanes allow.

/** The first byte the caller may use, 16-byte aligned. */
export function heapBase(): usize {
  return (__heap_base + 15) & ~15;
}

/** Copies `channels` planes of height×width floats from `src` to `dst` with `pad` zeros on every side. */
export function pad(src: usize, channels: i32, height: i32, width: i32, pad: i32, dst: usize): void {
  const pw = width + 2 * pad;
  const ph = height + 2 * pad;
  memory.fill(dst, 0, (<usize>(channels * ph * pw)) << 2);
  for (let c = 0; c < channels; c++) {
    for (let y = 0; y < height; y++) {
      memory.copy(
        dst + ((<usize>((c * ph + y + pad) * pw + pad)) << 2),
        src + ((<usize>((c * height + y) * width)) << 2),
        (<usize>width) << 2,
      );
    }
  }
}

/** Reads of the input, inlined so that each loop's stride is a constant there. */
// biome-ignore lint/complexity/noStaticOnlyClass: `@inline` parses (for Biome) only on class members.
class Taps {
  /** Four pixels from `at` on with `stride` floats between them (1 or 2). */
  // @ts-expect-error: decorator
  @inline static four(at: usize, stride: i32): v128 {
    return stride === 1 ? v128.load(at) : v128.shuffle<f32>(v128.load(at), v128.load(at, 16), 0, 2, 4, 6);
  }

  /** `sum` plus one kernel row's three taps (`d` bytes apart) at four pixels, added left to right. */
  // @ts-expect-error: decorator
  @inline static row(sum: v128, at: usize, d: usize, stride: i32, wa: v128, wb: v128, wc: v128): v128 {
    sum = f32x4.add(sum, f32x4.mul(wa, Taps.four(at, stride)));
    sum = f32x4.add(sum, f32x4.mul(wb, Taps.four(at + d, stride)));
    return f32x4.add(sum, f32x4.mul(wc, Taps.four(at + (d << 1), stride)));
  }

  /** A 3×3 kernel at `k` on four pixels, its rows `r` bytes apart in the input. */
  // @ts-expect-error: decorator
  @inline static kernel(at: usize, r: usize, d: usize, stride: i32, k: usize): v128 {
    let sum = Taps.row(
      f32x4.splat(0),
      at,
      d,
      stride,
      v128.load32_splat(k),
      v128.load32_splat(k, 4),
      v128.load32_splat(k, 8),
    );
    sum = Taps.row(
      sum,
      at + r,
      d,
      stride,
      v128.load32_splat(k, 12),
      v128.load32_splat(k, 16),
      v128.load32_splat(k, 20),
    );
    return Taps.row(
      sum,
      at + (r << 1),
      d,
      stride,
      v128.load32_splat(k, 24),
      v128.load32_splat(k, 28),
      v128.load32_splat(k, 32),
    );
  }

  /** The kernel at `k` (1×1 or 3×3) on the one pixel at `at`. */
  // @ts-expect-error: decorator
  @inline static one(at: usize, r: usize, d: usize, size: i32, k: usize): f32 {
    if (size === 1) return load<f32>(k) * load<f32>(at);
    let sum: f32 = 0;
    for (let y = 0; y < 3; y++, at += r, k += 12) {
      sum =
        sum +
        load<f32>(k) * load<f32>(at) +
        load<f32>(k, 4) * load<f32>(at + d) +
        load<f32>(k, 8) * load<f32>(at + (d << 1));
    }
    return sum;
  }
}

/** Output maps of at most this many pixels are computed a vector at a time over all input channels. */
const SMALL_MAP = 64;

/**
 * One convolution of the padded input at `src` (channels × ph × pw) into `dst` (outChannels × oh × ow),
 * weights as PyTorch stores them (kernels, then one bias per output channel) at `weights`. Strides 1 and
 * 2 run four pixels at a time; any other stride, and each row's last few pixels, one at a time.
 */
export function conv(
  src: usize,
  channels: i32,
  ph: i32,
  pw: i32,
  dst: usize,
  outChannels: i32,
  oh: i32,
  ow: i32,
  size: i32,
  stride: i32,
  dilation: i32,
  relu: bool,
  weights: usize,
): void {
  const kernelBytes = (<usize>(size * size)) << 2;
  const biasAt = weights + <usize>(outChannels * channels) * kernelBytes;
  const vectors = stride === 1 || stride === 2 ? ow & ~3 : 0;
  const rowBytes = (<usize>pw) << 2;
  const planeBytes = rowBytes * ph;
  const outPlane = (<usize>(oh * ow)) << 2;
  const d = (<usize>dilation) << 2;
  const r = rowBytes * dilation;
  const step = (<usize>stride) << 2;
  const zero = f32x4.splat(0);
  for (let o = 0; o < outChannels; o++) {
    const bias = load<f32>(biasAt + ((<usize>o) << 2));
    const kernels = weights + <usize>(o * channels) * kernelBytes;
    const plane = dst + outPlane * o;
    if (oh * ow > SMALL_MAP) {
      // A large map: one sweep per input channel, its kernel in registers, the sums kept in `dst`.
      const biasV = f32x4.splat(bias);
      let i: usize = 0;
      for (; i + 16 <= outPlane; i += 16) v128.store(plane + i, biasV);
      for (; i < outPlane; i += 4) store<f32>(plane + i, bias);
      for (let c = 0; c < channels; c++) {
        const inPlane = src + planeBytes * c;
        const k = kernels + kernelBytes * c;
        const w0 = v128.load32_splat(k);
        const w1 = v128.load32_splat(k, 4);
        const w2 = v128.load32_splat(k, 8);
        const w3 = v128.load32_splat(k, 12);
        const w4 = v128.load32_splat(k, 16);
        const w5 = v128.load32_splat(k, 20);
        const w6 = v128.load32_splat(k, 24);
        const w7 = v128.load32_splat(k, 28);
        const w8 = v128.load32_splat(k, 32);
        for (let oy = 0; oy < oh; oy++) {
          const row = inPlane + rowBytes * (oy * stride);
          const outRow = plane + ((<usize>(oy * ow)) << 2);
          let a = row;
          let out = outRow;
          if (size === 1) {
            if (stride === 1) {
              for (let ox = 0; ox < vectors; ox += 4, a += 16, out += 16) {
                v128.store(out, f32x4.add(v128.load(out), f32x4.mul(w0, Taps.four(a, 1))));
              }
            } else {
              for (let ox = 0; ox < vectors; ox += 4, a += 32, out += 16) {
                v128.store(out, f32x4.add(v128.load(out), f32x4.mul(w0, Taps.four(a, 2))));
              }
            }
          } else if (stride === 1) {
            for (let ox = 0; ox < vectors; ox += 4, a += 16, out += 16) {
              let sum = Taps.row(zero, a, d, 1, w0, w1, w2);
              sum = Taps.row(sum, a + r, d, 1, w3, w4, w5);
              sum = Taps.row(sum, a + (r << 1), d, 1, w6, w7, w8);
              v128.store(out, f32x4.add(v128.load(out), sum));
            }
          } else {
            for (let ox = 0; ox < vectors; ox += 4, a += 32, out += 16) {
              let sum = Taps.row(zero, a, d, 2, w0, w1, w2);
              sum = Taps.row(sum, a + r, d, 2, w3, w4, w5);
              sum = Taps.row(sum, a + (r << 1), d, 2, w6, w7, w8);
              v128.store(out, f32x4.add(v128.load(out), sum));
            }
          }
          for (let ox = vectors; ox < ow; ox++) {
            const at = outRow + ((<usize>ox) << 2);
            store<f32>(at, load<f32>(at) + Taps.one(row + step * ox, r, d, size, k));
          }
        }
      }
      // pmax(x, 0) is x < 0 ? 0 : x, as src/tensor.ts clamps (−0 and NaN stay).
      if (relu) {
        for (i = 0; i + 16 <= outPlane; i += 16)
          v128.store(plane + i, f32x4.pmax(v128.load(plane + i), zero));
        for (; i < outPlane; i += 4) if (load<f32>(plane + i) < 0) store<f32>(plane + i, 0);
      }
      continue;
    }
    // A small map: each output vector sums over all input channels in a register and is stored once.
    for (let oy = 0; oy < oh; oy++) {
      const row = src + rowBytes * (oy * stride);
      const outRow = plane + ((<usize>(oy * ow)) << 2);
      for (let ox = 0; ox < vectors; ox += 4) {
        let acc = f32x4.splat(bias);
        let a = row + step * ox;
        let k = kernels;
        for (let c = 0; c < channels; c++, a += planeBytes, k += kernelBytes) {
          const sum =
            size === 1
              ? f32x4.mul(v128.load32_splat(k), Taps.four(a, stride))
              : stride === 1
                ? Taps.kernel(a, r, d, 1, k)
                : Taps.kernel(a, r, d, 2, k);
          acc = f32x4.add(acc, sum);
        }
        v128.store(outRow + ((<usize>ox) << 2), relu ? f32x4.pmax(acc, zero) : acc);
      }
      for (let ox = vectors; ox < ow; ox++) {
        let total = bias;
        let a = row + step * ox;
        let k = kernels;
        for (let c = 0; c < channels; c++, a += planeBytes, k += kernelBytes)
          total += Taps.one(a, r, d, size, k);
        store<f32>(outRow + ((<usize>ox) << 2), relu && total < 0 ? 0 : total);
      }
    }
  }
}
