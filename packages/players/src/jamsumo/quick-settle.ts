// Settling a planned flick only as far as its outcome is decided. The world's own settle waits until
// every die has been still for the sleep time; a planner can read the board once every die has
// nearly stopped for a few frames, which more than halves the simulated time of most flicks.
import { PHYSICS_STEP, type PhysicsWorld, POSE_STRIDE } from '@dicetable/engine';

/** What the planner needs of a physics world: the engine's PhysicsWorld with single steps. */
export type PlannerWorld = PhysicsWorld & { step(): void };

/** Steps between two looks at the board. */
const CHECK_STEPS = 6;
/** Looks in a row that must find every die nearly still. */
const QUIET_LOOKS = 3;
/** "Nearly still": slower than these between two looks. */
const QUIET_SPEED = 0.01;
const QUIET_SPIN = 0.6;
/** Dice below this height have left the board for good (the world freezes them). */
const GONE_BELOW = -0.05;

/** Steps the world until every die rests or nearly rests (at most `maxSeconds`); returns steps taken. */
export function settleQuickly(world: PlannerWorld, maxSeconds = 6): number {
  const maxSteps = Math.ceil(maxSeconds / PHYSICS_STEP);
  const dt = CHECK_STEPS * PHYSICS_STEP;
  const moveLimit = QUIET_SPEED * dt;
  // A turn by angle θ changes a unit quaternion by about θ/2.
  const turnLimit = (QUIET_SPIN * dt) / 2;
  let before = Float32Array.from(world.poses);
  let quiet = 0;
  let steps = 0;
  while (steps < maxSteps) {
    for (let k = 0; k < CHECK_STEPS; k++) world.step();
    steps += CHECK_STEPS;
    if (world.isResting()) break;
    const now = world.poses;
    if (stillSince(before, now, moveLimit, turnLimit)) {
      quiet++;
      if (quiet >= QUIET_LOOKS) break;
    } else quiet = 0;
    before.set(now);
    if (before.length !== now.length) before = Float32Array.from(now);
  }
  return steps;
}

function stillSince(before: Float32Array, now: Float32Array, move: number, turn: number): boolean {
  for (let o = 0; o + POSE_STRIDE <= now.length; o += POSE_STRIDE) {
    if (now[o + 1]! < GONE_BELOW) continue;
    for (let k = 0; k < 3; k++) if (Math.abs(now[o + k]! - before[o + k]!) > move) return false;
    for (let k = 3; k < 7; k++) if (Math.abs(now[o + k]! - before[o + k]!) > turn) return false;
  }
  return true;
}
