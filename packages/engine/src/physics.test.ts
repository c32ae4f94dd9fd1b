// Behaviour of the dice world in fixed scenarios (issue: "Behaviour tests that must exist").
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhysicsWorld } from './node.ts';
import type { WasmPhysicsWorld } from './physics.ts';
import { defaultBoard, diePositionOnPlatform, platformPose, towardsCentre } from './physics-board.ts';
import { breakScene, heapScene } from './physics-scenes.ts';
import type { DieSetup, Face, Quat } from './physics-types.ts';
import { POSE_STRIDE } from './physics-types.ts';

let world: WasmPhysicsWorld;
beforeAll(async () => {
  world = await loadPhysicsWorld();
});

const board = defaultBoard(4);
const plain = defaultBoard(0);
const HALF = board.dieSize / 2;

function flat(x: number, z: number, topFace: Face, yaw = 0): DieSetup {
  return { position: [x, HALF, z], topFace, yaw };
}

function aboutZ(degrees: number): Quat {
  const t = (degrees * Math.PI) / 360;
  return [0, 0, Math.sin(t), Math.cos(t)];
}

describe('a die at rest', () => {
  it('dropped flat comes to rest flat, same face up, and does not jitter', () => {
    world.reset(board, [{ position: [0.1, 0.03, -0.05], topFace: 4, yaw: 0.3 }]);
    const report = world.settle();
    expect(report.outcomes[0]).toMatchObject({ location: 'board', flat: true, topFace: 4 });
    expect(report.outcomes[0]!.position[1]).toBeCloseTo(HALF, 4);
    expect(
      Math.hypot(report.outcomes[0]!.position[0] - 0.1, report.outcomes[0]!.position[2] + 0.05),
    ).toBeLessThan(0.003); // it bounces on the lively board, but stays where it fell
    const before = Array.from(world.poses);
    expect(world.advance(2)).toBeGreaterThan(0);
    expect(Array.from(world.poses)).toEqual(before);
  });

  it('falls through the hole when its centre is over it', () => {
    world.reset(board, [flat(0.004, -0.003, 2)]);
    expect(world.settle().outcomes[0]).toMatchObject({ location: 'hole', flat: false });
  });

  it('tips into the hole exactly when its centre passes the rim', () => {
    const rim = board.holeRadius;
    world.reset(plain, [flat(rim + 0.0015, 0, 1), flat(-(rim - 0.0015), 0, 1)]);
    const [outside, inside] = world.settle().outcomes;
    expect(outside).toMatchObject({ location: 'board', flat: true, topFace: 1 });
    expect(inside).toMatchObject({ location: 'hole' });
  });

  it('pushed slowly towards the hole, tips in once its centre passes the rim', () => {
    world.reset(plain, [flat(0.0, 0.045, 3)]);
    // Slow pushes: nudge by nudge towards the centre, until it drops.
    let pushes = 0;
    while (world.outcomes()[0]!.location === 'board' && pushes < 40) {
      world.flick({ die: 0, direction: -Math.PI / 2, strength: 0.001, height: 0 });
      world.settle(3);
      pushes++;
      const [x, , z] = world.outcomes()[0]!.position;
      // It never drops while its centre is still over the board.
      if (world.outcomes()[0]!.location === 'board')
        expect(Math.hypot(x, z)).toBeGreaterThan(board.holeRadius);
    }
    expect(world.outcomes()[0]!.location).toBe('hole');
    expect(pushes).toBeGreaterThan(3);
  });

  it('left leaning on another die is not flat', () => {
    const t = (50 * Math.PI) / 180;
    const x = 0.1 + HALF + HALF * (Math.cos(t) + Math.sin(t)) + 0.0003;
    world.reset(plain, [
      flat(0.1, 0, 1),
      { position: [x, HALF * (Math.sin(t) + Math.cos(t)) + 0.0005, 0], orientation: aboutZ(50) },
    ]);
    const [support, leaning] = world.settle().outcomes;
    expect(support).toMatchObject({ location: 'board', flat: true, topFace: 1 });
    expect(leaning).toMatchObject({ location: 'board', flat: false });
    expect(leaning!.topFace).toBeUndefined();
    expect(world.isResting()).toBe(true);
  });

  it('stands on a platform', () => {
    world.reset(board, [{ position: diePositionOnPlatform(board, 2), topFace: 6 }]);
    expect(world.settle().outcomes[0]).toMatchObject({
      location: 'platform',
      platform: 2,
      flat: true,
      topFace: 6,
    });
    expect(platformPose(board, 2).center[2]).toBeLessThan(-board.boardRadius);
  });
});

describe('the board as a solid', () => {
  it('on a bowl, a die rests on the slope, flat against it', () => {
    const bowl = { ...board, bowlSlope: 0.1 };
    world.reset(bowl, [{ position: [0.1, 0.01, 0], topFace: 1 }]);
    const [die] = world.settle().outcomes;
    expect(die).toMatchObject({ location: 'board', flat: true, topFace: 1 });
    const rho = Math.hypot(die!.position[0], die!.position[2]);
    const ground = -bowl.bowlSlope * (bowl.boardRadius - rho);
    expect(die!.position[1] - ground).toBeCloseTo(HALF / Math.cos(Math.atan(bowl.bowlSlope)), 3);
  });

  it('a die dropped any way near an edge never ends inside the board', () => {
    const places = [
      { radius: board.holeRadius, spread: 0.012 },
      { radius: board.boardRadius, spread: 0.012 },
      { radius: board.boardRadius + board.platformDepth / 2, spread: board.platformWidth / 2 + 0.01 },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...places),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: 0.009, max: 0.04, noNaN: true }),
        fc.tuple(...[0, 1, 2, 3].map(() => fc.double({ min: -1, max: 1, noNaN: true }))),
        (place, platform, offset, height, q) => {
          const angle = (2 * Math.PI * platform) / board.platforms;
          const radius = place.radius + offset * place.spread;
          const orientation = (Math.hypot(...q) < 0.1 ? [0, 0, 0, 1] : q) as unknown as Quat;
          world.reset(board, [
            { position: [radius * Math.sin(angle), height, radius * Math.cos(angle)], orientation },
          ]);
          const [die] = world.settle().outcomes;
          expect(world.isResting()).toBe(true);
          if (die!.location === 'board' || die!.location === 'platform') {
            // Resting on the top: the centre is at least half a die above it.
            expect(die!.position[1]).toBeGreaterThan(HALF * 0.97);
            expect(world.maxPenetration()).toBeLessThan(0.0005);
          } else {
            expect(die!.position[1]).toBeLessThan(-board.dieSize);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('flicks', () => {
  it('a low flick slides the die without changing its top face', () => {
    world.reset(plain, [flat(-0.15, 0.1, 5)]);
    world.flick({ die: 0, direction: 0, strength: 0.3, height: 0 });
    const [die] = world.settle().outcomes;
    expect(die).toMatchObject({ location: 'board', flat: true, topFace: 5 });
    expect(die!.position[0] - -0.15).toBeGreaterThan(0.1);
  });

  it('a high strong flick tumbles the die onto another face', () => {
    world.reset(plain, [flat(-0.2, -0.1, 5)]);
    world.flick({ die: 0, direction: 0, strength: 0.3, height: 1 });
    const [die] = world.settle().outcomes;
    expect(die!.location).toBe('board');
    expect(die!.flat).toBe(true);
    expect(die!.topFace).not.toBe(5);
  });

  it('from a platform towards the centre: short of the hole, into it, or racing into its far wall', () => {
    const results = [0.4, 0.45, 0.6].map((strength) => {
      world.reset(board, [{ position: diePositionOnPlatform(board, 0), topFace: 4 }]);
      world.flick({ die: 0, direction: towardsCentre(board, 0), strength, height: 0 });
      return world.settle().outcomes[0]!;
    });
    expect(results[0]).toMatchObject({ location: 'board', flat: true, topFace: 4 });
    expect(results[0]!.position[2]).toBeGreaterThan(board.holeRadius);
    // Classified as it passes under the board, wherever it drifts below it afterwards.
    expect(results[1]!.location).toBe('hole');
    expect(results[2]!.location).toBe('hole');
  });

  it('a die flicked over the rim is off', () => {
    world.reset(plain, [flat(0.17, 0.05, 1)]);
    world.flick({ die: 0, direction: 0, strength: 0.6, height: 0.5 });
    expect(world.settle().outcomes[0]!.location).toBe('off');
  });

  it('records which dice touched which', () => {
    world.reset(plain, [flat(-0.1, 0.1, 1), flat(0.0, 0.1, 1), flat(0.0, -0.15, 1)]);
    world.flick({ die: 0, direction: 0, strength: 0.4, height: 0.5 });
    const report = world.settle();
    expect(report.contacts).toEqual([[0, 1]]);
    expect(report.seconds).toBeGreaterThan(0.1);
  });
});

describe('many dice', () => {
  it('25 dice dropped in a heap settle without interpenetration and without gaining energy', () => {
    world.reset(board, heapScene());
    let lowest = world.energy();
    let growth = 0;
    for (let step = 0; step < 240 * 10 && !world.isResting(); step++) {
      world.step();
      const energy = world.energy();
      growth = Math.max(growth, energy - lowest);
      lowest = Math.min(lowest, energy);
    }
    expect(world.isResting()).toBe(true);
    expect(world.maxPenetration()).toBeLessThan(0.0005);
    // At most a millionth of a joule: numerical noise, far below one die's energy per mm of height.
    expect(growth).toBeLessThan(1e-6);
    expect(world.outcomes().every((o) => o.location === 'board')).toBe(true);
  });

  it('the strongest flick into a cluster tunnels through nothing', () => {
    const { dice, flick, firstHit } = breakScene();
    world.reset(board, dice);
    world.settle();
    world.flick(flick);
    let deepest = 0;
    for (let step = 0; step < 240 * 20 && !world.isResting(); step++) {
      world.step();
      if (step % 2 === 0) deepest = Math.max(deepest, world.maxPenetration());
    }
    expect(deepest).toBeLessThan(0.002);
    expect(world.contacts()).toContainEqual([Math.min(flick.die, firstHit), Math.max(flick.die, firstHit)]);
    // The flicked die stops at or before the cluster: it did not pass through it; the cluster broke.
    const outcomes = world.outcomes();
    expect(outcomes[flick.die]!.position[0]).toBeLessThan(dice[firstHit]!.position[0] + board.dieSize);
    const moved = outcomes.filter(
      (o, i) =>
        i !== flick.die &&
        Math.hypot(o.position[0] - dice[i]!.position[0], o.position[2] - dice[i]!.position[2]) > 0.005,
    );
    expect(moved.length).toBeGreaterThanOrEqual(4);
  });
});

describe('determinism and snapshots', () => {
  function run(): Uint8Array {
    const { dice, flick } = breakScene();
    world.reset(board, dice);
    world.flick(flick);
    world.settle();
    return world.snapshot();
  }

  it('the same world and flick give the same bytes', () => {
    expect(Buffer.from(run()).equals(Buffer.from(run()))).toBe(true);
  });

  it('restore() rewinds exactly, mid-flight included', () => {
    const { dice, flick } = breakScene();
    world.reset(board, dice);
    world.flick(flick);
    world.advance(0.1);
    const midway = world.snapshot();
    const end = (() => {
      world.settle();
      return world.snapshot();
    })();
    world.reset(plain, [flat(0, 0.1, 1)]);
    world.restore(midway);
    expect(world.dieCount).toBe(25);
    expect(world.board).toEqual(board);
    expect(world.poses.length).toBe(25 * POSE_STRIDE);
    world.settle();
    expect(Buffer.from(world.snapshot()).equals(Buffer.from(end))).toBe(true);
  });

  it('any flick, replayed from a snapshot, ends the same to the bit and at rest without overlaps', () => {
    const { dice } = breakScene();
    world.reset(board, dice);
    world.settle();
    const start = world.snapshot();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (die, direction, strength, height) => {
          world.restore(start);
          world.flick({ die, direction, strength, height });
          const first = world.settle();
          const end = world.snapshot();
          world.restore(start);
          world.flick({ die, direction, strength, height });
          expect(world.settle()).toEqual(first);
          expect(Buffer.from(world.snapshot()).equals(Buffer.from(end))).toBe(true);
          expect(world.isResting()).toBe(true);
          expect(world.maxPenetration()).toBeLessThan(0.0005);
          for (const outcome of first.outcomes) expect(outcome.position.every(Number.isFinite)).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses what is not a snapshot, and bad input', () => {
    expect(() => world.restore(new Uint8Array([1, 2, 3]))).toThrow(/snapshot/);
    expect(() => world.flick({ die: 99, direction: 0, strength: 1, height: 0 })).toThrow(/no die/);
    expect(() => world.reset({ ...board, holeRadius: Number.NaN }, [])).toThrow(/holeRadius/);
    expect(() => world.reset(board, [{ position: [0, 0, Number.POSITIVE_INFINITY] }])).toThrow(/position/);
  });
});
