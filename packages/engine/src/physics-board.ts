// Board geometry defaults (docs/rules/jamsumo.md#board) and the placements the games need: platform
// poses, where a die stands on a platform, the Sumo lines and the Sumo start positions. Their trigonometry
// is our own (deterministic-math.ts): these positions feed the simulation and the game log.
import { BOARD_MEASURES } from '@dicetable/rules/jamsumo';
import { atan2, cos, PI, sin } from './deterministic-math.ts';
import type { BoardConfig, Vec3 } from './physics-types.ts';

export const DEFAULT_BOARD_RADIUS = 0.25;
export const DEFAULT_HOLE_RADIUS = 0.025;
export const DEFAULT_DIE_SIZE = 0.016;
/** The dice's edges and corners are rounded by this share of their edge, as wooden dice are (the WASM engine's board.ts uses the same). */
export const DIE_CORNER_RATIO = 0.125;
export const DEFAULT_PLATFORM_DEPTH = 0.04;
export const DEFAULT_PLATFORM_WIDTH = 0.05;
export const DEFAULT_SUMO_LINE_INSET = 0.06;

/** The default JamSumo board for `players` players (one platform each, 2…5; 0 for none). */
export function defaultBoard(players: number): BoardConfig {
  return {
    boardRadius: DEFAULT_BOARD_RADIUS,
    holeRadius: DEFAULT_HOLE_RADIUS,
    dieSize: DEFAULT_DIE_SIZE,
    platforms: players,
    platformDepth: DEFAULT_PLATFORM_DEPTH,
    platformWidth: DEFAULT_PLATFORM_WIDTH,
    sumoLineInset: DEFAULT_SUMO_LINE_INSET,
    bowlSlope: 0,
  };
}

/** Why a board cannot be simulated, or undefined when it can. */
export function boardProblem(board: BoardConfig): string | undefined {
  const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
  for (const key of BOARD_MEASURES) {
    if (!finite(board[key])) return `board.${key} must be a finite number`;
  }
  if (board.dieSize < 0.002 || board.dieSize > 0.1) return 'board.dieSize must be between 0.002 and 0.1 m';
  if (board.boardRadius < 4 * board.dieSize || board.boardRadius > 5) {
    return 'board.boardRadius must be at least four dice and at most 5 m';
  }
  if (board.holeRadius < 0 || board.holeRadius > board.boardRadius / 2) {
    return 'board.holeRadius must be between 0 and half the board radius';
  }
  if (
    !Number.isInteger(board.platforms) ||
    board.platforms === 1 ||
    board.platforms < 0 ||
    board.platforms > 8
  ) {
    return 'board.platforms must be 0 or a whole number from 2 to 8';
  }
  if (board.platformDepth < 0 || board.platformWidth < 0 || board.platformWidth >= board.boardRadius) {
    return 'board.platformDepth and platformWidth must be positive and narrower than the board';
  }
  if (board.bowlSlope < 0 || board.bowlSlope > 0.3) return 'board.bowlSlope must be between 0 and 0.3';
  return undefined;
}

/** Angle of platform i in the board plane, measured from +z towards +x (platform 0 is at +z). */
export function platformAngle(board: BoardConfig, i: number): number {
  return (2 * PI * i) / board.platforms;
}

/** Unit vector from the board's centre towards platform i, in the board plane. */
function outward(board: BoardConfig, i: number): [number, number] {
  const angle = platformAngle(board, i);
  return [sin(angle), cos(angle)];
}

/** Flick direction (radians, 0 = +x, π/2 = +z) from platform i towards the board's centre. */
export function towardsCentre(board: BoardConfig, i: number): number {
  const [x, z] = outward(board, i);
  return atan2(-z, -x);
}

export interface PlatformPose {
  /** Centre of the ledge's top surface. */
  readonly center: Vec3;
  /** Rotation of the ledge about the vertical (radians), as the lab draws it. */
  readonly yaw: number;
  readonly depth: number;
  readonly width: number;
  /** Flick direction that points from the ledge to the board's centre. */
  readonly inward: number;
}

export function platformPose(board: BoardConfig, i: number): PlatformPose {
  const [x, z] = outward(board, i);
  const radius = board.boardRadius + board.platformDepth / 2;
  return {
    center: [x * radius, 0, z * radius],
    yaw: platformAngle(board, i),
    depth: board.platformDepth,
    width: board.platformWidth,
    inward: towardsCentre(board, i),
  };
}

/** Where a die stands (centre, resting) in the middle of platform i. */
export function diePositionOnPlatform(board: BoardConfig, i: number): Vec3 {
  const [x, , z] = platformPose(board, i).center;
  return [x, board.dieSize / 2, z];
}

export interface SumoLine {
  readonly from: Vec3;
  readonly to: Vec3;
  readonly center: Vec3;
}

/** The Sumo line in front of platform i: a chord `sumoLineInset` inside the rim, as wide as the ledge. */
export function sumoLine(board: BoardConfig, i: number): SumoLine {
  const [x, z] = outward(board, i);
  const radius = board.boardRadius - board.sumoLineInset;
  const half = Math.max(board.platformWidth, 5 * board.dieSize) * 0.75;
  // Tangent direction (perpendicular to the radius), in the board plane.
  const tx = z;
  const tz = -x;
  return {
    center: [x * radius, 0, z * radius],
    from: [x * radius - tx * half, 0, z * radius - tz * half],
    to: [x * radius + tx * half, 0, z * radius + tz * half],
  };
}

/** Every player's Sumo line, in platform order. */
export function sumoLinePositions(board: BoardConfig): SumoLine[] {
  return Array.from({ length: board.platforms }, (_, i) => sumoLine(board, i));
}

/**
 * Start positions of `count` dice behind the Sumo line of platform i (between the line and the rim),
 * in a row along the line, resting on the board.
 */
export function sumoStartPositions(board: BoardConfig, i: number, count = 5): Vec3[] {
  const [x, z] = outward(board, i);
  const radius = board.boardRadius - board.sumoLineInset / 2;
  const spacing = board.dieSize * 1.8;
  const tx = z;
  const tz = -x;
  return Array.from({ length: count }, (_, k) => {
    const offset = (k - (count - 1) / 2) * spacing;
    return [x * radius + tx * offset, board.dieSize / 2, z * radius + tz * offset] as Vec3;
  });
}
