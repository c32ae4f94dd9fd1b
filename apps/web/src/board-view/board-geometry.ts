// Where the board's parts are, from the physics world's BoardConfig. Platform i sits at the rim at
// angle i · 2π / N, platform 0 towards +z (the player nearest to the viewer in the default view).
import { type BoardConfig, platformAngle } from '@dicetable/engine';

export interface PlatformFrame {
  readonly index: number;
  /** Unit vector from the board centre towards the platform, in the board plane. */
  readonly dx: number;
  readonly dz: number;
  /** Rotation about +y that turns +x into (dx, dz). */
  readonly yaw: number;
}

export function platformFrames(board: BoardConfig): PlatformFrame[] {
  const frames: PlatformFrame[] = [];
  for (let i = 0; i < board.platforms; i++) {
    const angle = platformAngle(board, i);
    const dx = Math.sin(angle);
    const dz = Math.cos(angle);
    frames.push({ index: i, dx, dz, yaw: Math.atan2(-dz, dx) });
  }
  return frames;
}

/** The extent of everything drawn, from the centre: the rim plus the platform ledges. */
export function boardExtent(board: BoardConfig): number {
  return board.boardRadius + (board.platforms > 0 ? board.platformDepth : 0);
}

/** Whether two boards are built alike (the view rebuilds its meshes only when they are not). */
export function sameBoard(a: BoardConfig, b: BoardConfig): boolean {
  return (
    a.boardRadius === b.boardRadius &&
    a.holeRadius === b.holeRadius &&
    a.dieSize === b.dieSize &&
    a.platforms === b.platforms &&
    a.platformDepth === b.platformDepth &&
    a.platformWidth === b.platformWidth &&
    a.sumoLineInset === b.sumoLineInset &&
    a.bowlSlope === b.bowlSlope
  );
}
