// Our dice engine behind the benchmark's adapter: the rounded dice on the round board with a hole.
import { deterministicMath } from '@dicetable/engine';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { BOARD, type Engine } from './setup.ts';

const { hypot } = deterministicMath;

export async function ours(): Promise<Engine> {
  const world = await loadPhysicsWorld();
  return {
    name: 'ours',
    load(dice) {
      world.reset(BOARD, dice);
      world.setSleeping(false);
      return {
        step: () => world.step(),
        speeds: () => {
          let linear = 0;
          let angular = 0;
          for (let die = 0; die < dice.length; die++) {
            const { velocity, spin, position } = world.dieState(die);
            if (position[1] < -BOARD.dieSize) continue;
            linear = Math.max(linear, hypot(...velocity));
            angular = Math.max(angular, hypot(...spin));
          }
          return [linear, angular];
        },
        push: (die) => world.flick({ die, direction: 0, strength: 1, height: 0 }),
        centres: () => dice.map((_, die) => [...world.dieState(die).position]),
      };
    },
  };
}
