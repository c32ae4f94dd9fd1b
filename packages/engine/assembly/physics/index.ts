// Dice physics module: a rigid-body world of rounded cubes on a round board with a hole, platforms
// and a rim. The TypeScript binding (src/physics.ts) drives it; all simulation math runs here so that
// the results are bit-identical wherever WebAssembly runs.
import { MAX_DICE, OUTCOMES, PAIRS, POSES, SNAPSHOT, SNAPSHOT_CAPACITY } from './layout';

export {
  advance,
  beginReset,
  computeOutcomes,
  endReset,
  energy,
  flick,
  isResting,
  listTouches,
  maxPenetration,
  secondsSinceFlick,
  setDie,
  settle,
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
