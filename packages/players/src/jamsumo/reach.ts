// How far a flick carries: a sliding die's travel grows in proportion to the strength (friction takes
// the same share of speed per metre), so one measured slide on an empty board gives the strength
// that sends a die any distance. Measured once per board shape, in the world itself, so it follows
// the physics whatever the flick model.
import type { BoardConfig } from '@dicetable/engine';
import type { PlannerWorld } from './quick-settle.ts';

/** Height of a flick that slides the die along the board. */
export const SLIDE_HEIGHT = 0.1;
const PROBE_STRENGTH = 0.25;

const measured = new Map<string, number>();

/**
 * Metres a die slides per unit of strength on `board`. The first call for a board shape simulates one
 * slide, which replaces the world's dice: call it before taking the snapshot to plan from, or restore.
 */
export function slideMetresPerStrength(world: PlannerWorld, board: BoardConfig): number {
  const key = JSON.stringify(board);
  const known = measured.get(key);
  if (known !== undefined) return known;
  const start = board.boardRadius * 0.7;
  world.reset(board, [{ position: [-start, board.dieSize / 2, 0], topFace: 4 }]);
  // Along the chord x = −start, towards +z: open board, far from the hole and the platforms.
  world.flick({ die: 0, direction: Math.PI / 2, strength: PROBE_STRENGTH, height: SLIDE_HEIGHT });
  const report = world.settle(10);
  const end = report.outcomes[0]!.position;
  const travelled = Math.sqrt((end[0] + start) * (end[0] + start) + end[2] * end[2]);
  const perStrength = travelled > 0 ? travelled / PROBE_STRENGTH : 0.6;
  measured.set(key, perStrength);
  return perStrength;
}

/** The strength that slides a die `metres` far (clamped to 0…1). */
export function strengthFor(metres: number, perStrength: number): number {
  return Math.min(1, Math.max(0.02, metres / perStrength));
}
