// Dice physics module: a rigid-body world of rounded cubes on a round board with a hole, platforms
// and a rim. The TypeScript binding (src/physics.ts) drives it; all simulation math runs here so that
// the results are bit-identical wherever WebAssembly runs.
import { hitNX, hitNY, hitNZ, hitX, hitY, hitZ } from './finger';
import { MAX_DICE, OUTCOMES, PAIRS, POSES, SNAPSHOT, SNAPSHOT_CAPACITY } from './layout';

export {
  advance,
  beginReset,
  bodyState,
  computeOutcomes,
  endReset,
  energy,
  flick,
  isResting,
  listTouches,
  maxDiceOverlap,
  maxPenetration,
  secondsSinceFlick,
  setDie,
  setSleeping,
  settle,
  setVelocity,
  snapshotLoad,
  snapshotSave,
  step,
} from './world';

export function maxDice(): i32 {
  return MAX_DICE;
}
export function posesPointer(): usize {
  return POSES;
}
export function outcomesPointer(): usize {
  return OUTCOMES;
}
export function pairsPointer(): usize {
  return PAIRS;
}
export function snapshotPointer(): usize {
  return SNAPSHOT;
}
export function snapshotCapacity(): i32 {
  return SNAPSHOT_CAPACITY;
}

/** Where the last flick's finger met the die (k = 0…2) and the die's outward normal there (k = 3…5). */
export function flickContact(k: i32): f64 {
  if (k === 0) return hitX;
  if (k === 1) return hitY;
  if (k === 2) return hitZ;
  if (k === 3) return hitNX;
  if (k === 4) return hitNY;
  return hitNZ;
}
