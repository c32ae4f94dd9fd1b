// Die–die contacts of the rounded dice: glancing hits, rounded edges side by side, hard hits.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhysicsWorld } from './node.ts';
import type { WasmPhysicsWorld } from './physics.ts';
import { defaultBoard } from './physics-board.ts';
import { breakScene } from './physics-scenes.ts';

let world: WasmPhysicsWorld;
beforeAll(async () => {
  world = await loadPhysicsWorld();
});

const plain = defaultBoard(0);
const SIZE = plain.dieSize;
const HALF = SIZE / 2;
/** Overlap allowed between two dice at any moment. */
const MAX_OVERLAP = 0.0003;

/**
 * A die slides (a flick level with its centre: no spin) along +x at a resting die `offset` to the side;
 * returns the deepest overlap, whether they touched and how far the struck die moved.
 */
function glancingHit(offset: number, strength: number, yaw = 0) {
  world.reset(plain, [
    { position: [0.04, HALF, 0.1], topFace: 1, yaw },
    { position: [0.1, HALF, 0.1 + offset], topFace: 1 },
  ]);
  world.flick({ die: 0, direction: 0, strength, height: 0 });
  let deepest = 0;
  for (let step = 0; step < 240 * 10 && !world.isResting(); step++) {
    world.step();
    deepest = Math.max(deepest, world.maxDiceOverlap());
  }
  const [x, , z] = world.outcomes()[1]!.position;
  return { deepest, touched: world.contacts().length > 0, moved: Math.hypot(x - 0.1, z - 0.1 - offset) };
}

describe('a die flicked past a resting die', () => {
  it('at every sideways offset (0 to 17 mm) where the rounded dice meet, touches it and moves it, without overlap', () => {
    const failures: string[] = [];
    for (let k = 0; k <= 68; k++) {
      const offset = k * 0.00025;
      const { deepest, touched, moved } = glancingHit(offset, 0.5);
      // At 16 mm the rounded edges only graze: either way is right.
      const meet = offset < SIZE - 1e-9;
      const apart = offset > SIZE + 1e-9;
      if (deepest > MAX_OVERLAP)
        failures.push(`${offset * 1000} mm: overlap ${(deepest * 1000).toFixed(3)} mm`);
      if (meet && (!touched || moved < 0.0001)) {
        failures.push(`${offset * 1000} mm: touched ${touched}, moved ${(moved * 1000).toFixed(3)} mm`);
      }
      if (apart && (touched || moved > 1e-6)) {
        failures.push(
          `${offset * 1000} mm: touched ${touched} though apart, moved ${(moved * 1000).toFixed(3)} mm`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('at full strength too, and turned, never overlaps by more than 0.3 mm', () => {
    const failures: string[] = [];
    for (const offset of [0, 0.004, 0.0105, 0.0142, 0.015, 0.0155, 0.0159]) {
      for (const yaw of [0, 0.05, Math.PI / 4]) {
        const { deepest } = glancingHit(offset, 1, yaw);
        if (deepest > MAX_OVERLAP)
          failures.push(`${offset * 1000} mm, yaw ${yaw}: ${(deepest * 1000).toFixed(3)} mm`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the 25-dice break', () => {
  it('never overlaps by more than 0.3 mm', () => {
    const { dice, flick } = breakScene();
    world.reset(defaultBoard(4), dice);
    world.settle();
    world.flick(flick);
    let deepest = 0;
    for (let step = 0; step < 240 * 20 && !world.isResting(); step++) {
      world.step();
      deepest = Math.max(deepest, world.maxDiceOverlap());
    }
    expect(deepest).toBeLessThan(MAX_OVERLAP);
  });
});
