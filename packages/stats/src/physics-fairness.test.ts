import { loadPhysicsWorld } from '@dicetable/engine/node';
import { describe, expect, it } from 'vitest';
import { checkDice } from './dice-check.ts';
import { flickToFaceAngle, runFairness, tally } from './physics-fairness.ts';

describe('fairness statistics', () => {
  it('χ² and p are those of the fair-dice check, figure for figure', () => {
    for (const faces of [
      [9, 11, 10, 8, 12, 10],
      [30, 12, 9, 14, 8, 11],
      [100, 0, 0, 0, 0, 0],
    ]) {
      const { chi2, p } = checkDice(faces);
      expect(tally(faces)).toMatchObject({ chiSquare: chi2, p });
    }
  });

  it('a fair tally has χ² 0 and p 1; a lopsided one a tiny p', () => {
    expect(tally([10, 10, 10, 10, 10, 10])).toMatchObject({ flat: 60, chiSquare: 0, p: 1 });
    expect(tally([100, 0, 0, 0, 0, 0]).p).toBeLessThan(1e-10);
  });

  it('the flick-to-face angle folds every yaw and direction into 0…45°', () => {
    expect(flickToFaceAngle(0, 0)).toBe(0);
    expect(flickToFaceAngle(Math.PI / 2, 0)).toBeCloseTo(0, 12);
    expect(flickToFaceAngle(0.2, 0)).toBeCloseTo(0.2, 12);
    expect(flickToFaceAngle(-0.2, 0)).toBeCloseTo(0.2, 12);
    expect(flickToFaceAngle(Math.PI / 4, 0)).toBeCloseTo(Math.PI / 4, 12);
    expect(flickToFaceAngle(0.1, 0.3)).toBeCloseTo(0.4, 12);
  });
});

describe('flicked dice are fair (a seeded tenth of the benchmark)', () => {
  it('strong flicks of a die showing 4 bring up every face about as often, in every band; slides keep it', async () => {
    const world = await loadPhysicsWorld();
    const { strongFlicks, throws, gentleSlides } = runFairness(world, {
      flicks: 600,
      throws: 600,
      slides: 200,
    });
    // Seeded, so these are fixed figures: 0.69 overall, bands 0.42 / 0.45 / 0.26 with this engine.
    expect(strongFlicks.p).toBeGreaterThan(0.05);
    for (const band of strongFlicks.bands) expect(band.p).toBeGreaterThan(0.01);
    expect(strongFlicks.notFlatShare).toBeLessThanOrEqual(0.01);
    expect(throws.p).toBeGreaterThan(0.01);
    expect(gentleSlides.keptShare).toBeGreaterThanOrEqual(0.95);
  });
});
