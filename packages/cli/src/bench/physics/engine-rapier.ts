// Rapier behind the benchmark's adapter: sharp boxes on a slab, loaded only when the benchmark runs.
import { PHYSICS_STEP } from '@dicetable/engine';
import {
  BOARD,
  type Engine,
  FRICTION_BOARD,
  FRICTION_DICE,
  fastest,
  HALF,
  MASS,
  orientationOf,
  RAPIER_PGS_ITERATIONS,
  RAPIER_SUBSTEPS,
  RESTITUTION_BOARD,
  RESTITUTION_DICE,
  SIZE,
} from './setup.ts';

export async function rapier(): Promise<Engine> {
  const RAPIER = (await import('@dimforge/rapier3d-compat')).default;
  await RAPIER.init();
  return {
    name: 'rapier',
    load(dice) {
      const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
      world.timestep = PHYSICS_STEP;
      world.numSolverIterations = RAPIER_SUBSTEPS;
      world.numInternalPgsIterations = RAPIER_PGS_ITERATIONS;
      world.integrationParameters.allowedLinearError = 0.0001;
      world.integrationParameters.predictionDistance = SIZE * 0.05;
      // The board: a slab 12 mm thick with its top at y = 0 (a box: Rapier's fastest contact with a
      // box die; ours is a round board with a hole). Friction and bounce average per contact.
      world.createCollider(
        RAPIER.ColliderDesc.cuboid(BOARD.boardRadius, 0.006, BOARD.boardRadius)
          .setTranslation(0, -0.006, 0)
          .setFriction(2 * FRICTION_BOARD - FRICTION_DICE)
          .setRestitution(2 * RESTITUTION_BOARD - RESTITUTION_DICE),
      );
      const bodies = dice.map((die) => {
        const [x, y, z] = die.position;
        const [qx, qy, qz, qw] = orientationOf(die);
        const body = world.createRigidBody(
          RAPIER.RigidBodyDesc.dynamic()
            .setTranslation(x, y, z)
            .setRotation({ x: qx, y: qy, z: qz, w: qw })
            .setCanSleep(false),
        );
        world.createCollider(
          // Sharp boxes: Rapier's box-box contact is analytic, its rounded boxes go through GJK.
          RAPIER.ColliderDesc.cuboid(HALF, HALF, HALF)
            .setMass(MASS)
            .setFriction(FRICTION_DICE)
            .setRestitution(RESTITUTION_DICE),
          body,
        );
        return body;
      });
      return {
        step: () => world.step(),
        speeds: () => fastest(bodies.map((body) => [body.translation().y, body.linvel(), body.angvel()])),
        push: (die, speed) => bodies[die]!.setLinvel({ x: speed, y: 0, z: 0 }, true),
        centres: () =>
          bodies.map((body) => {
            const { x, y, z } = body.translation();
            return [x, y, z];
          }),
      };
    },
  };
}
