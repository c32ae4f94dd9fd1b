import { breakScene, restingScene } from '@dicetable/engine';
import { describe, expect, it } from 'vitest';
import { cannon } from './physics/engine-cannon.ts';
import { ours } from './physics/engine-ours.ts';
import { rapier } from './physics/engine-rapier.ts';
import { compareHops } from './physics/hops.ts';
import { SIZE } from './physics/setup.ts';
import { breakAtFlick, stepsToRest } from './physics/timing.ts';
import { formatPhysicsBench, runPhysicsBench } from './physics.ts';

const engines = async () => [await ours(), await rapier(), await cannon()];
const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[2]! - b[2]!);

describe('dicetable bench physics', () => {
  it('builds the same scene in every engine: the same dice at the same places', async () => {
    for (const dice of [restingScene(), breakScene().dice]) {
      for (const engine of await engines()) {
        const centres = engine.load(dice).centres();
        expect(centres).toHaveLength(dice.length);
        centres.forEach((centre, die) => {
          for (let axis = 0; axis < 3; axis++)
            expect(centre[axis]).toBeCloseTo(dice[die]!.position[axis]!, 6);
        });
      }
    }
  });

  it('simulates the same physics in every engine: resting dice stay put, the flicked die drives into the cluster', async () => {
    for (const engine of await engines()) {
      const resting = engine.load(restingScene());
      const before = resting.centres();
      for (let step = 0; step < 240; step++) resting.step();
      resting.centres().forEach((centre, die) => {
        expect(distance(centre, before[die]!), `${engine.name} die ${die}`).toBeLessThan(0.002);
        expect(Math.abs(centre[1] - SIZE / 2), `${engine.name} die ${die}`).toBeLessThan(0.002);
      });
      const { flick } = breakScene();
      const scene = breakAtFlick(engine, 480);
      const cluster = scene.centres();
      stepsToRest(scene, 240 * 8);
      const after = scene.centres();
      // The flicked die reaches the cluster, and the cluster takes its momentum on.
      expect(distance(after[flick.die]!, cluster[flick.die]!), engine.name).toBeGreaterThan(0.15);
      const pushedOn = cluster.reduce(
        (sum, centre, die) => (die === flick.die ? sum : sum + distance(after[die]!, centre)),
        0,
      );
      expect(pushedOn, engine.name).toBeGreaterThan(SIZE / 2);
    }
  });

  it('gives the same figures from the same scenes and seed, apart from the times', async () => {
    const options = { rounds: 1, restingSteps: 24, breakWindowSteps: 24, maxBreakSteps: 480, hopFlicks: 2 };
    const first = await runPhysicsBench(options);
    const second = await runPhysicsBench(options);
    for (const name of ['ours', 'rapier', 'cannon'] as const) {
      expect(first.resting[name].steps).toBe(24);
      expect(first.break[name].steps).toBe(24);
      expect(second.break.toRest[name].steps).toBe(first.break.toRest[name].steps);
    }
    expect(second.hops).toEqual(first.hops);
    expect(await compareHops(2)).toEqual(first.hops);
    expect(first.hops.oursMm).toBeGreaterThan(1);
    expect(first.hops.rapierMm).toBeGreaterThan(1);
    expect(first.hops.ratio).toBeCloseTo(first.hops.oursMm / first.hops.rapierMm, 12);
    expect(first.resting.rapierRatio).toBeCloseTo(
      first.resting.rapier.stepMicros / first.resting.ours.stepMicros,
      12,
    );
    const text = formatPhysicsBench(first);
    expect(text).toContain(`rapierRatio ${first.resting.rapierRatio.toFixed(2)}`);
    expect(text).toContain(
      `ours ${first.hops.oursMm.toFixed(1)} mm, Rapier ${first.hops.rapierMm.toFixed(1)} mm`,
    );
  }, 120_000);
});
