// The finger flick as a collision: where the finger meets the die, and what each height does.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhysicsWorld } from './node.ts';
import type { WasmPhysicsWorld } from './physics.ts';
import { DIE_CORNER_RATIO, defaultBoard } from './physics-board.ts';
import type { Flick } from './physics-types.ts';

let world: WasmPhysicsWorld;
beforeAll(async () => {
  world = await loadPhysicsWorld();
});

const plain = defaultBoard(0);
const HALF = plain.dieSize / 2;
const deg = (d: number) => (d * Math.PI) / 180;

/** A die showing 1 at the centre of a wide board, turned by `yaw`, flicked along +x. */
function flickAt(yaw: number, flick: Omit<Flick, 'die' | 'direction'>, settle = false) {
  world.reset({ ...plain, boardRadius: 1, holeRadius: 0 }, [{ position: [0, HALF, 0], topFace: 1, yaw }]);
  world.flick({ die: 0, direction: 0, ...flick });
  const contact = world.lastFlickContact();
  const state = world.dieState(0);
  const outcome = settle ? world.settle().outcomes[0] : undefined;
  return { contact, state, outcome };
}

describe('where the finger meets the die', () => {
  it('square on, the middle of the face it faces', () => {
    const { contact } = flickAt(0, { strength: 0.5, height: 0.5 });
    expect(contact.point[0]).toBeCloseTo(-HALF, 6);
    expect(contact.point[2]).toBeCloseTo(0, 9);
    expect(contact.normal[0]).toBeCloseTo(-1, 9);
  });

  it('arriving 30° off the face normal, the same face off-centre', () => {
    // The die turned by 30°: its face normal points 30° away from the finger's path.
    const { contact } = flickAt(deg(30), { strength: 0.5, height: 0.5 });
    const [nx, , nz] = contact.normal;
    expect(Math.abs(Math.atan2(nz, -nx))).toBeCloseTo(deg(30), 6);
    // On the finger's line (z = 0) and on the face: HALF along its normal from the centre.
    expect(contact.point[2]).toBeCloseTo(0, 9);
    expect(-(contact.point[0] * nx + contact.point[2] * nz)).toBeCloseTo(-HALF, 6);
  });

  it('arriving 45° off, the vertical edge', () => {
    const { contact } = flickAt(deg(45), { strength: 0.5, height: 0.5 });
    expect(contact.normal[0]).toBeCloseTo(-1, 6);
    expect(contact.point[0]).toBeCloseTo(
      -(HALF - plain.dieSize * DIE_CORNER_RATIO) * Math.SQRT2 - plain.dieSize * DIE_CORNER_RATIO,
      6,
    );
  });

  it('an offset moves the finger sideways along the face', () => {
    const left = flickAt(0, { strength: 0.5, height: 0.5, offset: 0.5 }).contact.point[2];
    const right = flickAt(0, { strength: 0.5, height: 0.5, offset: -0.5 }).contact.point[2];
    expect(left).toBeCloseTo(HALF / 2, 6);
    expect(right).toBeCloseTo(-HALF / 2, 6);
  });
});

describe('what the height does', () => {
  it('spin follows from the contact point: none level with the centre, more forward roll higher up', () => {
    const spin = (height: number) => flickAt(0, { strength: 0.5, height }).state.spin[2];
    // About +z, negative spin tips the die forward (towards +x).
    expect(Math.abs(spin(0))).toBeLessThan(1e-9);
    const spins = [0, 0.2, 0.4, 0.6, 0.8].map(spin);
    for (let k = 1; k < spins.length; k++) expect(spins[k]!).toBeLessThan(spins[k - 1]! - 1);
  });

  it('0 slides the die straight keeping its face, 1 tips it over', () => {
    const slid = flickAt(0, { strength: 0.3, height: 0 }, true).outcome!;
    expect(slid).toMatchObject({ flat: true, topFace: 1 });
    expect(slid.position[0]).toBeGreaterThan(0.1);
    expect(Math.abs(slid.position[2])).toBeLessThan(0.001);
    const tipped = flickAt(0, { strength: 0.3, height: 1 }, true).outcome!;
    expect(tipped.flat).toBe(true);
    expect(tipped.topFace).not.toBe(1);
  });

  it('arriving off the face normal spins the die about the vertical, mirrored for the mirrored die', () => {
    const turned = flickAt(deg(20), { strength: 0.5, height: 0 }).state.spin[1];
    expect(Math.abs(turned)).toBeGreaterThan(1);
    expect(flickAt(deg(-20), { strength: 0.5, height: 0 }).state.spin[1]).toBeCloseTo(-turned, 9);
  });

  it("a face met at an angle is carried along the finger's path, whatever the height", () => {
    // The finger grips sideways: the die leaves within a few degrees of the flick's direction (0 here).
    for (const yaw of [10, 20, 30, 40, 45].map(deg))
      for (const height of [0, 0.5, 1]) {
        const [vx, , vz] = flickAt(yaw, { strength: 0.5, height }).state.velocity;
        expect(Math.abs(Math.atan2(vz, vx))).toBeLessThan(deg(6));
      }
  });

  it('gentle low flicks keep the top face whatever the yaw', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: Math.PI / 2, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        (yaw, strength, height) => {
          expect(flickAt(yaw, { strength, height }, true).outcome).toMatchObject({ flat: true, topFace: 1 });
        },
      ),
      { numRuns: 40 },
    );
  });
});
