// Where a flick would send its die on an empty board: the landing mark a player aims with. It is the
// engine's own simulation of that very flick, from the die's exact pose, with every other die taken
// off the board, so the swipe's length reads as a distance on the board.
import type { FlickAction, JamSumoState } from '@dicetable/rules/jamsumo';
import type { DieLocation, Quat, Vec3 } from '../physics-types.ts';
import { PHYSICS_STEP, POSE_STRIDE } from '../physics-types.ts';
import { parkedDie, SETTLE_SECONDS, type SteppedWorld, syncWorld, type Table } from './table.ts';

/** A world that also tells a die's exact (f64) pose. */
export interface LandingWorld extends SteppedWorld {
  dieState(die: number): { position: Vec3; orientation: Quat };
}

export interface Landing {
  /** Where the die comes to rest on the board or a ledge, or where it leaves the board (hole, edge). */
  readonly x: number;
  readonly z: number;
  readonly location: DieLocation;
  /** How far the die ends from where it stood, on the board's plane, in metres. */
  readonly distance: number;
}

/**
 * Simulates `action` to rest on an empty board (the die alone, every other die parked where the world
 * freezes it). The world is left in that empty position: restore it afterwards.
 */
export function emptyBoardLanding(
  table: Table & { readonly world: LandingWorld },
  state: JamSumoState,
  action: Omit<FlickAction, 'type' | 'outcome'>,
): Landing {
  const { world, board } = table;
  syncWorld(table, state, action.place ? { die: action.die, placement: action.place } : undefined);
  const start = world.dieState(action.die);
  world.reset(
    board,
    state.dice.map((_, i) =>
      i === action.die ? { position: start.position, orientation: start.orientation } : parkedDie(board, i),
    ),
  );
  world.flick({
    die: action.die,
    direction: action.direction,
    strength: action.strength,
    height: action.height,
    ...(action.offset !== undefined ? { offset: action.offset } : {}),
  });
  const [x0, , z0] = start.position;
  const o = action.die * POSE_STRIDE;
  // The last point the die was over the board's surface between the hole and the rim: where a die that
  // drops into the hole or off the edge leaves the board.
  let lastX = x0;
  let lastZ = z0;
  const onBoard = (x: number, z: number) => {
    const r2 = x * x + z * z;
    return r2 >= board.holeRadius * board.holeRadius && r2 <= board.boardRadius * board.boardRadius;
  };
  const maxSteps = Math.max(0, Math.ceil(SETTLE_SECONDS / PHYSICS_STEP));
  for (let steps = 0; steps < maxSteps && !world.isResting(); steps++) {
    world.step();
    const x = world.poses[o]!;
    const z = world.poses[o + 2]!;
    if (onBoard(x, z)) {
      lastX = x;
      lastZ = z;
    }
  }
  const location = world.outcomes().find((d) => d.die === action.die)?.location ?? 'off';
  const resting = location === 'board' || location === 'platform';
  const [x, , z] = resting ? world.dieState(action.die).position : [lastX, 0, lastZ];
  const dx = x - x0;
  const dz = z - z0;
  return { x, z, location, distance: Math.sqrt(dx * dx + dz * dz) };
}
