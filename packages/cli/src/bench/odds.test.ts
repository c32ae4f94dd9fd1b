import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

describe('dicetable bench odds', () => {
  it('reports the median table times of the WASM engine and the reference, and their ratio', async () => {
    const result = await runCli(['bench', 'odds', '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.benchmark).toBe('odds');
    for (const phase of [report.afterFirstRoll, report.beforeFirstRoll]) {
      expect(phase.wasmMedianMs).toBeGreaterThan(0);
      expect(phase.referenceMedianMs).toBeGreaterThan(0);
      expect(phase.speedup).toBeCloseTo(phase.referenceMedianMs / phase.wasmMedianMs, 10);
    }
    expect(typeof report.goals.met).toBe('boolean');
  });
});
