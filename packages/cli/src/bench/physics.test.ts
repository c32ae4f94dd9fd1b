import { describe, expect, it } from 'vitest';
import { formatPhysicsBench, runPhysicsBench } from './physics.ts';

describe('dicetable bench physics', () => {
  it('measures the three engines on both scenes and reports ratios', async () => {
    // A short run: the figures are not meaningful, the shape of the report is.
    const result = await runPhysicsBench({
      rounds: 1,
      restingSteps: 24,
      breakWindowSteps: 24,
      maxBreakSteps: 48,
      hopFlicks: 1,
    });
    for (const scene of [result.resting, result.break]) {
      for (const engine of [scene.ours, scene.rapier, scene.cannon]) {
        expect(engine.steps).toBeGreaterThan(0);
        expect(engine.stepMicros).toBeGreaterThan(0);
      }
      expect(Number.isFinite(scene.rapierRatio) && scene.rapierRatio > 0).toBe(true);
      expect(Number.isFinite(scene.cannonRatio) && scene.cannonRatio > 0).toBe(true);
    }
    expect(result.break.oursMsPerFrame).toBeGreaterThan(0);
    for (const engine of [result.break.toRest.ours, result.break.toRest.rapier, result.break.toRest.cannon]) {
      expect(engine.steps).toBeGreaterThan(0);
    }
    expect(result.hops.rapierMm).toBeGreaterThanOrEqual(0);
    const text = formatPhysicsBench(result);
    expect(text).toContain('rapierRatio');
    expect(text).toContain('cannonRatio');
    expect(text).toMatch(/goals .*: (met|NOT met)/);
  }, 60_000);
});
