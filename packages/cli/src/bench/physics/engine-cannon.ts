// cannon-es behind the benchmark's adapter: sharp boxes on a plane, loaded only when the benchmark runs.
import { PHYSICS_STEP } from '@dicetable/engine';
import {
  type Engine,
  FRICTION_BOARD,
  FRICTION_DICE,
  fastest,
  HALF,
  ITERATIONS,
  MASS,
  orientationOf,
  RELAX_ITERATIONS,
  RESTITUTION_BOARD,
  RESTITUTION_DICE,
} from './setup.ts';

export async function cannon(): Promise<Engine> {
  const CANNON = await import('cannon-es');
  return {
    name: 'cannon',
    load(dice) {
      const world = new CANNON.World({ gravity: new CANNON.Vec3(0, -9.81, 0), allowSleep: false });
      world.broadphase = new CANNON.SAPBroadphase(world);
      (world.solver as unknown as { iterations: number }).iterations = ITERATIONS + RELAX_ITERATIONS;
      const dieMaterial = new CANNON.Material('die');
      const boardMaterial = new CANNON.Material('board');
      world.addContactMaterial(
        new CANNON.ContactMaterial(dieMaterial, boardMaterial, {
          friction: FRICTION_BOARD,
          restitution: RESTITUTION_BOARD,
        }),
      );
      world.addContactMaterial(
        new CANNON.ContactMaterial(dieMaterial, dieMaterial, {
          friction: FRICTION_DICE,
          restitution: RESTITUTION_DICE,
        }),
      );
      // cannon-es has no rounded boxes and its cylinder is a polyhedron: a plane board and sharp dice
      // (both cheaper for it than our rounded dice on a board with a hole).
      const ground = new CANNON.Body({ mass: 0, material: boardMaterial, shape: new CANNON.Plane() });
      ground.quaternion.setFromEuler(-Math.PI / 2, 0, 0);
      world.addBody(ground);
      const bodies = dice.map((die) => {
        const [x, y, z] = die.position;
        const [qx, qy, qz, qw] = orientationOf(die);
        const body = new CANNON.Body({
          mass: MASS,
          material: dieMaterial,
          shape: new CANNON.Box(new CANNON.Vec3(HALF, HALF, HALF)),
          position: new CANNON.Vec3(x, y, z),
          quaternion: new CANNON.Quaternion(qx, qy, qz, qw),
          allowSleep: false,
        });
        world.addBody(body);
        return body;
      });
      return {
        step: () => world.step(PHYSICS_STEP),
        speeds: () => fastest(bodies.map((body) => [body.position.y, body.velocity, body.angularVelocity])),
        push: (die, speed) => {
          const body = bodies[die]!;
          body.wakeUp();
          body.velocity.set(speed, 0, 0);
        },
        centres: () => bodies.map(({ position }) => [position.x, position.y, position.z]),
      };
    },
  };
}
