// The lab's starting scenes: dice placed on a board of the chosen size and player count.
import {
  type BoardConfig,
  type DieSetup,
  diePositionOnPlatform,
  type Face,
  platformAngle,
  sumoStartPositions,
} from '@dicetable/engine';

export const PRESETS = ['spread', 'break', 'hole', 'platform', 'sumo'] as const;
export type PresetId = (typeof PRESETS)[number];

export const PLAYER_COUNTS = [2, 3, 4, 5] as const;

/** Who a die belongs to in a preset, for its colour and mark; null = a plain ivory die. */
export type DieOwner = number | null;

export interface Scene {
  readonly dice: DieSetup[];
  readonly owners: DieOwner[];
}

const faces: readonly Face[] = [1, 2, 3, 4, 5, 6];

function onBoard(board: BoardConfig, x: number, z: number, topFace: Face, yaw = 0): DieSetup {
  return { position: [x, board.dieSize / 2, z], topFace, yaw };
}

/** Direction from the centre towards platform k, as the engine places platforms (platform 0 towards +z). */
function platformDirection(board: BoardConfig, k: number): [number, number] {
  const angle = platformAngle(board, k);
  return [Math.sin(angle), Math.cos(angle)];
}

function spread(board: BoardConfig): Scene {
  const dice: DieSetup[] = [];
  const r = board.boardRadius * 0.5;
  for (let i = 0; i < 5; i++) {
    const angle = (i * 2 * Math.PI) / 5 + 0.3;
    dice.push(onBoard(board, r * Math.cos(angle), r * Math.sin(angle), faces[i]!, i * 0.35));
  }
  return { dice, owners: [0, 1, 2, 3, 4] };
}

/** 24 dice packed in a 6 × 4 block and one striker lined up to hit it, clear of the hole. */
function breakScene(board: BoardConfig): Scene {
  const s = board.dieSize;
  const pitch = s * 1.06;
  const cx = board.boardRadius * 0.36;
  const cz = -board.boardRadius * 0.2;
  const dice: DieSetup[] = [];
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 6; column++) {
      const x = cx + (column - 2.5) * pitch;
      const z = cz + (row - 1.5) * pitch;
      dice.push(onBoard(board, x, z, faces[(row * 6 + column) % 6]!));
    }
  }
  dice.push(onBoard(board, cx - pitch * 0.5, board.boardRadius * 0.5, 6));
  const owners: DieOwner[] = dice.map((_, i) => (i < 24 ? null : 0));
  return { dice, owners };
}

/** Dice around the hole: one about to tip in, others at increasing distances. */
function hole(board: BoardConfig): Scene {
  const s = board.dieSize;
  const h = board.holeRadius;
  const spots: [number, number, Face][] = [
    [h + s * 0.55, 0.2, 1],
    [h + s * 0.9, 2.2, 2],
    [h + s * 1.6, 4.0, 3],
    [h + s * 3, 5.3, 4],
  ];
  const dice = spots.map(([r, angle, face]) =>
    onBoard(board, r * Math.cos(angle), r * Math.sin(angle), face, angle),
  );
  return { dice, owners: [0, 1, 2, 3] };
}

/** A die just inside the rim in front of platform 0, one on the ledge of platform 1, one at the rim between. */
function platform(board: BoardConfig): Scene {
  const s = board.dieSize;
  const R = board.boardRadius;
  const [ax, az] = platformDirection(board, 0);
  const [bx, bz] = platformDirection(board, 1);
  const between = Math.atan2(az + bz, ax + bx);
  const dice = [
    onBoard(board, ax * (R - s * 1.2), az * (R - s * 1.2), 5),
    { position: diePositionOnPlatform(board, 1), topFace: 2 as Face, yaw: Math.atan2(bx, bz) },
    onBoard(board, Math.cos(between) * (R - s * 0.8), Math.sin(between) * (R - s * 0.8), 3, 0.5),
  ];
  return { dice, owners: [0, 1, 2] };
}

/** The Sumo start: each player's five dice showing 3 between their Sumo line and their platform. */
function sumo(board: BoardConfig): Scene {
  const dice: DieSetup[] = [];
  const owners: DieOwner[] = [];
  for (let player = 0; player < board.platforms; player++) {
    const yaw = platformAngle(board, player);
    for (const position of sumoStartPositions(board, player, 5)) {
      dice.push({ position, topFace: 3, yaw });
      owners.push(player);
    }
  }
  return { dice, owners };
}

export function presetScene(preset: PresetId, board: BoardConfig): Scene {
  switch (preset) {
    case 'break':
      return breakScene(board);
    case 'hole':
      return hole(board);
    case 'platform':
      return platform(board);
    case 'sumo':
      return sumo(board);
    default:
      return spread(board);
  }
}
