import { afterEach, describe, expect, it } from 'vitest';
import { classifyCrop } from './classifier.ts';
import { runDetector } from './detector.ts';
import parity from './net-parity.json' with { type: 'json' };
import { type ConvBackend, convBackend, useTypeScriptConvs } from './tensor.ts';

function pattern(channels: number, height: number, width: number): Float32Array {
  const data = new Float32Array(channels * height * width);
  for (let c = 0; c < channels; c++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++)
        data[(c * height + y) * width + x] = ((c * 7 + y * 3 + x * 5) % 17) / 17 - 0.5;
    }
  }
  return data;
}

describe.each<ConvBackend>(['wasm-simd', 'typescript'])(
  'the nets compute what PyTorch computes with the same weights, in %s',
  (backend) => {
    afterEach(() => useTypeScriptConvs(false));
    const use = () => {
      useTypeScriptConvs(backend === 'typescript');
      expect(convBackend()).toBe(backend);
    };

    it('detector', () => {
      use();
      const [channels, height, width] = parity.detector.input as [number, number, number];
      const out = runDetector({ channels, height, width, data: pattern(channels, height, width) });
      expect([out.channels, out.height, out.width]).toEqual(parity.detector.output);
      parity.detector.values.forEach((value, i) => {
        expect(out.data[i]).toBeCloseTo(value, 3);
      });
    });

    it('classifier', () => {
      use();
      const [channels, height, width] = parity.classifier.input as [number, number, number];
      const out = classifyCrop(pattern(channels, height, width));
      expect(out.length).toBe(parity.classifier.values.length);
      parity.classifier.values.forEach((value, i) => {
        expect(out[i]).toBeCloseTo(value, 3);
      });
    });
  },
);
