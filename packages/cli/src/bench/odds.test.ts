import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';
import { expectMeasured } from './measured.test-support.ts';

describe('dicetable bench odds', () => {
  it('reports the median table times of the WASM engine and the reference, their ratio and the goals', async () => {
    const result = await runCli(['bench', 'odds', '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(Object.keys(report)).toEqual([
      'benchmark',
      'table',
      'samples',
      'afterFirstRoll',
      'beforeFirstRoll',
      'goals',
    ]);
    expect(report).toMatchObject({ benchmark: 'odds', samples: 1000 });
    const { afterFirstRoll, beforeFirstRoll } = report;
    for (const phase of [afterFirstRoll, beforeFirstRoll]) {
      expect(Object.keys(phase)).toEqual(['wasmMedianMs', 'referenceMedianMs', 'speedup']);
      expectMeasured(phase.wasmMedianMs, phase.referenceMedianMs);
      expect(phase.speedup).toBeCloseTo(phase.referenceMedianMs / phase.wasmMedianMs, 10);
    }
    expect(report.goals).toEqual({
      speedupAtLeast: 3,
      afterFirstRollWasmMedianMsBelow: 2,
      met: afterFirstRoll.speedup >= 3 && beforeFirstRoll.speedup >= 3 && afterFirstRoll.wasmMedianMs < 2,
    });
  });
});
