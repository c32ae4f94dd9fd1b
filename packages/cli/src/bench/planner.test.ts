import { describe, expect, it } from 'vitest';
import { expectMeasured } from './measured.test-support.ts';
import { formatPlannerBench, runPlannerBench } from './planner.ts';

describe('dicetable bench planner', () => {
  it('times candidate flicks on a board of ten dice and the expert deciding', async () => {
    // A short run: the shape of the report, not its figures.
    const result = await runPlannerBench({ candidates: 20, decisions: 1 });
    expect(result.dice).toBe(10);
    expect(result.candidates.flicks).toBe(20);
    const { candidates, expert, goals } = result;
    expectMeasured(candidates.cpuMs, expert.meanMs);
    expect(candidates.perSecond).toBeCloseTo(candidates.flicks / (candidates.cpuMs / 1000), 6);
    // A flick simulated to rest takes between a tick and the planner's cap of simulated time.
    expect(candidates.meanSimulatedSeconds).toBeGreaterThanOrEqual(1 / 240);
    expect(candidates.meanSimulatedSeconds).toBeLessThan(20);
    expect(expert.decisions).toBe(1);
    expect(expert.meanSimulations).toBeGreaterThan(100);
    expect(expert.meanSimulations).toBeLessThanOrEqual(1500);
    expect(expert.maxMs).toBe(expert.meanMs);
    expect(expert.simulationsPerSecond).toBeCloseTo(expert.meanSimulations / (expert.meanMs / 1000), 6);
    expect(goals).toEqual({
      candidatesPerSecond: 500,
      expertMs: 3000,
      met: candidates.perSecond >= 500 && expert.simulationsPerSecond >= 500 && expert.maxMs <= 3000,
    });
    expect(formatPlannerBench(result)).toContain(`: ${goals.met ? 'met' : 'NOT met'}`);
    // The work is seeded: a second run simulates the same flicks and the same decision, only faster or slower.
    const again = await runPlannerBench({ candidates: 20, decisions: 1 });
    expect(again.candidates.meanSimulatedSeconds).toBe(result.candidates.meanSimulatedSeconds);
    expect(again.expert.meanSimulations).toBe(result.expert.meanSimulations);
  }, 120_000);
});
