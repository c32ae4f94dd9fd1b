// The bounce check: from the same post-flick states, how high a tumbling die hops in ours and in
// Rapier, rounded dice both.
import { DIE_CORNER_RATIO, PHYSICS_STEP, seededRandom } from '@dicetable/engine';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { BOARD, FRICTION_BOARD, HALF, MASS, RAPIER_SUBSTEPS, RESTITUTION_BOARD, SIZE } from './setup.ts';

export interface HopComparison {
  flicks: number;
  oursMm: number;
  rapierMm: number;
  ratio: number;
}

/**
 * Strong flicks made in our engine; from the state right after each, the highest rebound (centre
 * height after the die first comes down) in ours and in Rapier with the same rounded die.
 */
export async function compareHops(flicks: number): Promise<HopComparison> {
  const RAPIER = (await import('@dimforge/rapier3d-compat')).default;
  await RAPIER.init();
  const world = await loadPhysicsWorld();
  const table = { ...BOARD, boardRadius: 1.5, holeRadius: 0 };
  const random = seededRandom(5);
  const steps = 240 * 3;
  let oursSum = 0;
  let rapierSum = 0;
  const rebound = (heights: number[]) => {
    const down = heights.findIndex((y, k) => k > 0 && y < HALF * 1.3 && heights[k - 1]! > y);
    return down < 0 ? 0 : Math.max(HALF, ...heights.slice(down)) - HALF;
  };
  for (let k = 0; k < flicks; k++) {
    world.reset(table, [{ position: [0, HALF, 0], topFace: 4, yaw: 2 * Math.PI * random() }]);
    world.flick({ die: 0, direction: 0, strength: 0.6 + 0.4 * random(), height: 0.9 + 0.1 * random() });
    const start = world.dieState(0);
    const oursHeights: number[] = [];
    for (let s = 0; s < steps; s++) {
      world.step();
      oursHeights.push(world.dieState(0).position[1]);
    }
    const rw = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
    rw.timestep = PHYSICS_STEP;
    rw.numSolverIterations = RAPIER_SUBSTEPS;
    rw.createCollider(
      RAPIER.ColliderDesc.cuboid(2, 0.006, 2)
        .setTranslation(0, -0.006, 0)
        .setFriction(FRICTION_BOARD)
        .setRestitution(RESTITUTION_BOARD),
    );
    const [x, y, z] = start.position;
    const [qx, qy, qz, qw] = start.orientation;
    const body = rw.createRigidBody(
      RAPIER.RigidBodyDesc.dynamic()
        .setTranslation(x, y, z)
        .setRotation({ x: qx, y: qy, z: qz, w: qw })
        .setLinvel(...start.velocity)
        .setAngvel({ x: start.spin[0], y: start.spin[1], z: start.spin[2] }),
    );
    const core = HALF - SIZE * DIE_CORNER_RATIO;
    rw.createCollider(
      RAPIER.ColliderDesc.roundCuboid(core, core, core, SIZE * DIE_CORNER_RATIO)
        .setMass(MASS)
        .setFriction(FRICTION_BOARD)
        .setRestitution(RESTITUTION_BOARD),
      body,
    );
    const rapierHeights: number[] = [];
    for (let s = 0; s < steps; s++) {
      rw.step();
      rapierHeights.push(body.translation().y);
    }
    rw.free();
    oursSum += rebound(oursHeights);
    rapierSum += rebound(rapierHeights);
  }
  const oursMm = (1000 * oursSum) / flicks;
  const rapierMm = (1000 * rapierSum) / flicks;
  return { flicks, oursMm, rapierMm, ratio: rapierMm > 0 ? oursMm / rapierMm : 1 };
}
