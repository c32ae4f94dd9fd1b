import { describe, expect, it } from 'vitest';
import { formatPlannerBench, runPlannerBench } from './planner.ts';

describe('dicetable bench planner', () => {
  it('times candidate flicks on a board of ten dice and the expert deciding', async () => {
    // A short run: the shape of the report, not its figures.
    const result = await runPlannerBench({ candidates: 20, decisions: 1 });
    expect(result.dice).toBe(10);
    expect(result.candidates.flicks).toBe(20);
    expect(result.candidates.perSecond).toBeGreaterThan(0);
    expect(result.candidates.meanSimulatedSeconds).toBeGreaterThan(0);
    expect(result.expert.decisions).toBe(1);
    expect(result.expert.meanSimulations).toBeGreaterThan(100);
    expect(result.expert.maxMs).toBeGreaterThanOrEqual(result.expert.meanMs);
    expect(result.expert.simulationsPerSecond).toBeGreaterThan(0);
    expect(formatPlannerBench(result)).toMatch(/goals .*: (met|NOT met)/);
    // The work is seeded: a second run simulates the same flicks and the same decision, only faster or slower.
    const again = await runPlannerBench({ candidates: 20, decisions: 1 });
    expect(again.candidates.meanSimulatedSeconds).toBe(result.candidates.meanSimulatedSeconds);
    expect(again.expert.meanSimulations).toBe(result.expert.meanSimulations);
  }, 120_000);
});
