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

/** Four floats from `at`, `at`+2, `at`+4 and `at`+6 (floats, not bytes): a row read with stride 2. */
function even(at: usize): v128 {
  return v128.shuffle<f32>(v128.load(at), v128.load(at, 16), 0, 2, 4, 6);
}

function taps(at: usize, stride: i32): v128 {
  return stride === 1 ? v128.load(at) : even(at);
}

/**
 * One convolution of the padded input at `src` (channels × ph × pw) into `dst` (outChannels × oh × ow),
 * weights as PyTorch stores them (kernels, then one bias per output channel) at `weights`.
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
  // Large maps keep a kernel's taps in registers and sweep the map once per input channel; small ones
  // would spend more on starting those sweeps than on the taps, so each of their pixels sums over all
  // input channels at once.
  if (oh * ow > SMALL_MAP)
    byPlane(src, channels, ph, pw, dst, outChannels, oh, ow, size, stride, dilation, relu, weights);
  else byPixel(src, channels, ph, pw, dst, outChannels, oh, ow, size, stride, dilation, relu, weights);
}

const SMALL_MAP = 64;

/**
 * The convolution one input channel at a time over the whole output map, nine taps held in registers.
 * Strides 1 and 2 run four pixels at a time; any other stride, and each row's last few pixels, one at a time.
 */
function byPlane(
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
  const kernel = size * size;
  const biasAt = weights + ((<usize>(outChannels * channels * kernel)) << 2);
  const vectors = stride === 1 || stride === 2 ? ow & ~3 : 0;
  const rowBytes = (<usize>pw) << 2;
  const d = (<usize>dilation) << 2;
  const d2 = d << 1;
  const r1 = rowBytes * dilation;
  const r2 = r1 << 1;
  const step = (<usize>stride) << 2;
  const step4 = step << 2;
  const planeOut = oh * ow;
  for (let o = 0; o < outChannels; o++) {
    const plane = dst + ((<usize>(o * planeOut)) << 2);
    const bias = load<f32>(biasAt + ((<usize>o) << 2));
    const biasV = f32x4.splat(bias);
    let i = 0;
    for (; i + 4 <= planeOut; i += 4) v128.store(plane + ((<usize>i) << 2), biasV);
    for (; i < planeOut; i++) store<f32>(plane + ((<usize>i) << 2), bias);
    for (let c = 0; c < channels; c++) {
      const inPlane = src + ((<usize>(c * ph * pw)) << 2);
      const k = weights + ((<usize>((o * channels + c) * kernel)) << 2);
      if (size === 1) {
        const w = load<f32>(k);
        const wv = f32x4.splat(w);
        for (let oy = 0; oy < oh; oy++) {
          const row = inPlane + rowBytes * (oy * stride);
          const outRow = plane + ((<usize>(oy * ow)) << 2);
          let a = row;
          let out = outRow;
          for (let ox = 0; ox < vectors; ox += 4, a += step4, out += 16) {
            v128.store(out, f32x4.add(v128.load(out), f32x4.mul(wv, taps(a, stride))));
          }
          for (let ox = vectors; ox < ow; ox++) {
            const at = outRow + ((<usize>ox) << 2);
            store<f32>(at, load<f32>(at) + w * load<f32>(row + step * ox));
          }
        }
        continue;
      }
      const s0 = load<f32>(k);
      const s1 = load<f32>(k, 4);
      const s2 = load<f32>(k, 8);
      const s3 = load<f32>(k, 12);
      const s4 = load<f32>(k, 16);
      const s5 = load<f32>(k, 20);
      const s6 = load<f32>(k, 24);
      const s7 = load<f32>(k, 28);
      const s8 = load<f32>(k, 32);
      const w0 = f32x4.splat(s0);
      const w1 = f32x4.splat(s1);
      const w2 = f32x4.splat(s2);
      const w3 = f32x4.splat(s3);
      const w4 = f32x4.splat(s4);
      const w5 = f32x4.splat(s5);
      const w6 = f32x4.splat(s6);
      const w7 = f32x4.splat(s7);
      const w8 = f32x4.splat(s8);
      for (let oy = 0; oy < oh; oy++) {
        const row = inPlane + rowBytes * (oy * stride);
        const outRow = plane + ((<usize>(oy * ow)) << 2);
        let a = row;
        let out = outRow;
        if (stride === 1) {
          for (let ox = 0; ox < vectors; ox += 4, a += 16, out += 16) {
            const b = a + r1;
            const e = a + r2;
            let sum = f32x4.mul(w0, v128.load(a));
            sum = f32x4.add(sum, f32x4.mul(w1, v128.load(a + d)));
            sum = f32x4.add(sum, f32x4.mul(w2, v128.load(a + d2)));
            sum = f32x4.add(sum, f32x4.mul(w3, v128.load(b)));
            sum = f32x4.add(sum, f32x4.mul(w4, v128.load(b + d)));
            sum = f32x4.add(sum, f32x4.mul(w5, v128.load(b + d2)));
            sum = f32x4.add(sum, f32x4.mul(w6, v128.load(e)));
            sum = f32x4.add(sum, f32x4.mul(w7, v128.load(e + d)));
            sum = f32x4.add(sum, f32x4.mul(w8, v128.load(e + d2)));
            v128.store(out, f32x4.add(v128.load(out), sum));
          }
        } else {
          for (let ox = 0; ox < vectors; ox += 4, a += step4, out += 16) {
            const b = a + r1;
            const e = a + r2;
            let sum = f32x4.mul(w0, even(a));
            sum = f32x4.add(sum, f32x4.mul(w1, even(a + d)));
            sum = f32x4.add(sum, f32x4.mul(w2, even(a + d2)));
            sum = f32x4.add(sum, f32x4.mul(w3, even(b)));
            sum = f32x4.add(sum, f32x4.mul(w4, even(b + d)));
            sum = f32x4.add(sum, f32x4.mul(w5, even(b + d2)));
            sum = f32x4.add(sum, f32x4.mul(w6, even(e)));
            sum = f32x4.add(sum, f32x4.mul(w7, even(e + d)));
            sum = f32x4.add(sum, f32x4.mul(w8, even(e + d2)));
            v128.store(out, f32x4.add(v128.load(out), sum));
          }
        }
        for (let ox = vectors; ox < ow; ox++) {
          const p = row + step * ox;
          const q = p + r1;
          const t = p + r2;
          const at = outRow + ((<usize>ox) << 2);
          const sum =
            s0 * load<f32>(p) +
            s1 * load<f32>(p + d) +
            s2 * load<f32>(p + d2) +
            s3 * load<f32>(q) +
            s4 * load<f32>(q + d) +
            s5 * load<f32>(q + d2) +
            s6 * load<f32>(t) +
            s7 * load<f32>(t + d) +
            s8 * load<f32>(t + d2);
          store<f32>(at, load<f32>(at) + sum);
        }
      }
    }
    if (relu) {
      const zero = f32x4.splat(0);
      let j = 0;
      for (; j + 4 <= planeOut; j += 4) {
        const at = plane + ((<usize>j) << 2);
        v128.store(at, f32x4.pmax(v128.load(at), zero));
      }
      for (; j < planeOut; j++) {
        const at = plane + ((<usize>j) << 2);
        if (load<f32>(at) < 0) store<f32>(at, 0);
      }
    }
  }
}

/**
 * The convolution one output vector at a time: each sums over all input channels in a register and is stored once, ReLU included, so that small
 * maps with many channels (the face classifier's) cost no more per tap than large ones.
 * Strides 1 and 2 run four pixels at a time; any other stride, and each row's last few pixels, one at a time.
 */
function byPixel(
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
  const d = (<usize>dilation) << 2;
  const d2 = d << 1;
  const r1 = rowBytes * dilation;
  const r2 = r1 << 1;
  const step = (<usize>stride) << 2;
  const zero = f32x4.splat(0);
  for (let o = 0; o < outChannels; o++) {
    const bias = load<f32>(biasAt + ((<usize>o) << 2));
    const kernels = weights + <usize>(o * channels) * kernelBytes;
    for (let oy = 0; oy < oh; oy++) {
      const row = src + rowBytes * (oy * stride);
      const outRow = dst + ((<usize>((o * oh + oy) * ow)) << 2);
      for (let ox = 0; ox < vectors; ox += 4) {
        let acc = f32x4.splat(bias);
        let a = row + step * ox;
        let k = kernels;
        if (size === 1) {
          for (let c = 0; c < channels; c++, a += planeBytes, k += 4) {
            acc = f32x4.add(acc, f32x4.mul(v128.load32_splat(k), taps(a, stride)));
          }
        } else if (stride === 1) {
          for (let c = 0; c < channels; c++, a += planeBytes, k += 36) {
            const b = a + r1;
            const e = a + r2;
            let sum = f32x4.mul(v128.load32_splat(k), v128.load(a));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 4), v128.load(a + d)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 8), v128.load(a + d2)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 12), v128.load(b)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 16), v128.load(b + d)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 20), v128.load(b + d2)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 24), v128.load(e)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 28), v128.load(e + d)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 32), v128.load(e + d2)));
            acc = f32x4.add(acc, sum);
          }
        } else {
          for (let c = 0; c < channels; c++, a += planeBytes, k += 36) {
            const b = a + r1;
            const e = a + r2;
            let sum = f32x4.mul(v128.load32_splat(k), even(a));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 4), even(a + d)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 8), even(a + d2)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 12), even(b)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 16), even(b + d)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 20), even(b + d2)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 24), even(e)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 28), even(e + d)));
            sum = f32x4.add(sum, f32x4.mul(v128.load32_splat(k, 32), even(e + d2)));
            acc = f32x4.add(acc, sum);
          }
        }
        // pmax(x, 0) is x < 0 ? 0 : x, as src/tensor.ts clamps (−0 and NaN stay).
        v128.store(outRow + ((<usize>ox) << 2), relu ? f32x4.pmax(acc, zero) : acc);
      }
      for (let ox = vectors; ox < ow; ox++) {
        let total = bias;
        let a = row + step * ox;
        let k = kernels;
        for (let c = 0; c < channels; c++, a += planeBytes, k += kernelBytes) {
          if (size === 1) {
            total += load<f32>(k) * load<f32>(a);
            continue;
          }
          const b = a + r1;
          const e = a + r2;
          total +=
            load<f32>(k) * load<f32>(a) +
            load<f32>(k, 4) * load<f32>(a + d) +
            load<f32>(k, 8) * load<f32>(a + d2) +
            load<f32>(k, 12) * load<f32>(b) +
            load<f32>(k, 16) * load<f32>(b + d) +
            load<f32>(k, 20) * load<f32>(b + d2) +
            load<f32>(k, 24) * load<f32>(e) +
            load<f32>(k, 28) * load<f32>(e + d) +
            load<f32>(k, 32) * load<f32>(e + d2);
        }
        store<f32>(outRow + ((<usize>ox) << 2), relu && total < 0 ? 0 : total);
      }
    }
  }
}
