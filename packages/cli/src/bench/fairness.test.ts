import { describe, expect, it } from 'vitest';
import { formatFairnessBench, runFairnessBench } from './fairness.ts';

describe('dicetable bench fairness', () => {
  it('counts faces overall and per band, with χ², p and the shares', async () => {
    // A short run: the figures are not meaningful, the shape of the report is.
    const result = await runFairnessBench({ flicks: 60, throws: 60, slides: 20 });
    expect(result.strongFlicks.runs).toBe(60);
    expect(result.strongFlicks.bands.map((b) => b.fromDegrees)).toEqual([0, 15, 30]);
    expect(result.strongFlicks.bands.reduce((sum, b) => sum + b.flat, 0)).toBe(result.strongFlicks.flat);
    expect(result.strongFlicks.bands.reduce((sum, b) => sum + b.runs, 0)).toBe(60);
    // A flick at the top edge rolls the die forward and lifts it off the board.
    for (const band of result.strongFlicks.bands) {
      if (band.runs === 0) continue;
      expect(band.meanRollSpin).toBeGreaterThan(10);
      expect(band.meanLiftSpeed).toBeGreaterThan(0);
      expect(band.meanYawSpin).toBeGreaterThanOrEqual(0);
    }
    expect(result.throws.faces.reduce((a, b) => a + b, 0)).toBe(result.throws.flat);
    for (const p of [result.strongFlicks.p, result.throws.p]) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    // Seeded: the same run counts the same faces.
    const again = await runFairnessBench({ flicks: 60, throws: 60, slides: 20 });
    expect(again.strongFlicks.faces).toEqual(result.strongFlicks.faces);
    expect(again.throws.faces).toEqual(result.throws.faces);
    expect(result.gentleSlides.keptShare).toBeGreaterThan(0.5);
    const text = formatFairnessBench(result);
    expect(text).toContain('15–30°');
    expect(text).toMatch(/roll \d+ rad\/s, yaw \d+ rad\/s, lift [\d.]+ m\/s/);
    expect(text).toMatch(/goals .*: (met|NOT met)/);
  }, 60_000);
});
