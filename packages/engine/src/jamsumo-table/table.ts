// The tablet's JamSumo table: how the rules' dice map onto a dice-physics world and back. The rules
// never simulate (they take settled outcomes); this module lays the dice out, turns a logged flick into
// a world flick and the world's report into an outcome, and re-simulates a whole log. The world is passed
// in as any object shaped like the engine's PhysicsWorld, so tests can use a stand-in.

import {
  diceToSettle,
  type Face,
  type FlickAction,
  type FlickOutcome,
  type JamSumoState,
  type Placement,
  type SettledDie,
  type SettledLocation,
} from '@dicetable/rules/jamsumo';
import { cos, sin } from '../deterministic-math.ts';
import { diePositionOnPlatform, platformAngle, sumoStartPositions } from '../physics-board.ts';
import { type BoardConfig, PHYSICS_STEP, POSE_STRIDE } from '../physics-types.ts';

/** The board a table is laid out on: the engine's own board. */
export type TableBoard = BoardConfig;

export interface TableDie {
  readonly position: readonly [number, number, number];
  readonly orientation?: readonly [number, number, number, number];
  readonly topFace?: Face;
  readonly yaw?: number;
}

export interface TableReport {
  readonly outcomes: readonly {
    readonly die: number;
    readonly location: SettledLocation;
    readonly platform?: number;
    readonly flat: boolean;
    readonly topFace?: Face;
  }[];
  readonly contacts: readonly (readonly [number, number])[];
}

/** What the table needs of a physics world (the engine's PhysicsWorld has all of it). */
export interface TableWorld {
  readonly poses: Float32Array;
  reset(board: TableBoard, dice: readonly TableDie[]): void;
  flick(flick: { die: number; direction: number; strength: number; height: number; offset?: number }): void;
  settle(maxSeconds?: number): TableReport;
  outcomes(): TableReport['outcomes'];
  snapshot(): Uint8Array;
}

/** A world that can also be stepped one fixed step at a time (to record a flick frame by frame). */
export interface SteppedWorld extends TableWorld {
  step(): void;
  isResting(): boolean;
  contacts(): readonly (readonly [number, number])[];
}

/** Fixed steps between two recorded frames: 4 × 1/240 s, one frame at 60 Hz. */
export const STEPS_PER_FRAME = 4;

/** How long a flick may take to come to rest before the world is read as it is. */
export const SETTLE_SECONDS = 30;

/** The board helpers this table places dice with (the engine's, or a stand-in in tests). */
export interface TableLayout {
  /** Angle of platform k from +z towards +x. */
  platformAngle(board: TableBoard, platform: number): number;
  /** Resting centre of a die in the middle of platform k's ledge. */
  diePositionOnPlatform(board: TableBoard, platform: number): readonly [number, number, number];
  /** Resting centres of a row of dice behind platform k's Sumo line. */
  sumoStartPositions(
    board: TableBoard,
    platform: number,
    count?: number,
  ): readonly (readonly [number, number, number])[];
}

/** The engine's own layout: the one the app and the CLI play on. */
export const engineLayout: TableLayout = { platformAngle, diePositionOnPlatform, sumoStartPositions };

/** A physics world with the board it plays on and the engine's layout helpers. */
export interface Table {
  readonly world: TableWorld;
  readonly board: TableBoard;
  readonly layout: TableLayout;
}

/**
 * Platforms stand at angle k · 2π / N from +z towards +x, which seen from above runs anticlockwise;
 * the seats go clockwise, so seat s plays from platform (N − s) mod N.
 */
export function platformOfSeat(seat: number, players: number): number {
  return (players - seat) % players;
}

export function seatOfPlatform(platform: number, players: number): number {
  return (players - platform) % players;
}

/** Seat s's Sumo dice: in a row in front of their platform, between their Sumo line and the rim, showing 3. */
export function sumoStart(table: Table, seat: number, players: number): TableDie[] {
  const platform = platformOfSeat(seat, players);
  const yaw = table.layout.platformAngle(table.board, platform);
  return table.layout.sumoStartPositions(table.board, platform, 5).map((position) => ({
    position,
    topFace: 3 as Face,
    yaw,
  }));
}

/** A supply die put down on a platform ledge, showing 4 (offset −1…1 along the ledge). */
export function placedDie(table: Table, place: Placement): TableDie {
  const { board, layout } = table;
  const angle = layout.platformAngle(board, place.platform);
  const [x, y, z] = layout.diePositionOnPlatform(board, place.platform);
  const along = place.offset * Math.max(0, board.platformWidth / 2 - board.dieSize * 0.75);
  return {
    // Our own trigonometry: a placed die starts the same to the last bit in every browser engine.
    position: [x + cos(angle) * along, y, z - sin(angle) * along],
    topFace: 4,
    yaw: angle + place.yaw,
  };
}

/** Dice out of play are kept far below the board, apart, where the world freezes them at once. */
export function parkedDie(board: TableBoard, die: number): TableDie {
  return { position: [board.boardRadius * 4 + die * board.dieSize * 3, -1, 0], topFace: 1 };
}

function currentPose(world: TableWorld, die: number): TableDie {
  const p = world.poses.subarray(die * POSE_STRIDE, die * POSE_STRIDE + POSE_STRIDE);
  return { position: [p[0]!, p[1]!, p[2]!], orientation: [p[3]!, p[4]!, p[5]!, p[6]!] };
}

/** The world for the start of the current round: Sumo dice behind their lines, everything else parked. */
export function roundLayout(table: Table, state: JamSumoState): TableDie[] {
  const players = state.setup.players.length;
  return state.dice.map((die, i) => {
    if (die.status === 'play') return sumoStart(table, Math.floor(i / 5), players)[i % 5]!;
    return parkedDie(table.board, i);
  });
}

/**
 * Rebuilds the world from the rules' state when they differ: dice the rules took out of play (a Sumo
 * miss, a die on a platform in Sumo) leave the board, and a placed supply die appears on its ledge.
 * Dice in play keep their exact current pose.
 */
export function syncWorld(
  table: Table,
  state: JamSumoState,
  place?: { die: number; placement: Placement },
): void {
  const { world, board } = table;
  const outcomes = world.outcomes();
  const stale = state.dice.some((die, i) => {
    const at = outcomes.find((o) => o.die === i)?.location;
    const inWorld = at === 'board' || at === 'platform';
    return inWorld !== (die.status === 'play');
  });
  if (!stale && !place) return;
  const layout = state.dice.map((die, i) => {
    if (place && i === place.die) return placedDie(table, place.placement);
    return die.status === 'play' ? currentPose(world, i) : parkedDie(board, i);
  });
  world.reset(board, layout);
}

/** 32-bit FNV-1a of the world's snapshot, as 8 hex digits: equal exactly when the worlds are bit for bit equal (or nearly never otherwise). */
export function worldFingerprint(world: TableWorld): string {
  const bytes = world.snapshot();
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    hash ^= bytes[i]!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The rules' outcome of a flick from the world's report once everything rests. */
export function outcomeFromReport(
  state: JamSumoState,
  die: number,
  report: TableReport,
  world?: TableWorld,
): FlickOutcome {
  const dice: SettledDie[] = diceToSettle(state, die).map((d) => {
    const o = report.outcomes.find((x) => x.die === d);
    if (!o) return { die: d, location: 'off', flat: false };
    const resting = o.location === 'board' || o.location === 'platform';
    return {
      die: d,
      location: o.location,
      ...(o.location === 'platform' ? { platform: o.platform ?? 0 } : {}),
      flat: resting && o.flat,
      ...(resting && o.flat && o.topFace ? { top: o.topFace } : {}),
    };
  });
  const touched = new Set<number>();
  for (const [a, b] of report.contacts) {
    if (a === die) touched.add(b);
    else if (b === die) touched.add(a);
  }
  return {
    dice,
    touched: [...touched].sort((a, b) => a - b),
    ...(world ? { world: worldFingerprint(world) } : {}),
  };
}

/** Puts the world in the position for `action` (placing a supply die) and makes the flick. */
export function startFlick(table: Table, state: JamSumoState, action: Omit<FlickAction, 'outcome'>): void {
  syncWorld(table, state, action.place ? { die: action.die, placement: action.place } : undefined);
  table.world.flick({
    die: action.die,
    direction: action.direction,
    strength: action.strength,
    height: action.height,
    ...(action.offset !== undefined ? { offset: action.offset } : {}),
  });
}

/**
 * Exactly world.settle(SETTLE_SECONDS), step for step, handing the poses to `onFrame` every
 * STEPS_PER_FRAME steps and once at rest: the frames a screen plays back.
 */
export function settleRecording(world: SteppedWorld, onFrame: (poses: Float32Array) => void): TableReport {
  const maxSteps = Math.max(0, Math.ceil(SETTLE_SECONDS / PHYSICS_STEP));
  let steps = 0;
  while (steps < maxSteps && !world.isResting()) {
    world.step();
    steps++;
    if (steps % STEPS_PER_FRAME === 0) onFrame(world.poses);
  }
  onFrame(world.poses);
  return { outcomes: world.outcomes(), contacts: world.contacts() };
}

/**
 * Simulates a flick to rest and returns its outcome (the world is left resting after it); with
 * `onFrame` (and a world that steps) the way there is recorded too, to the same bits.
 */
export function simulateFlick(
  table: Table,
  state: JamSumoState,
  action: Omit<FlickAction, 'outcome'>,
  onFrame?: (poses: Float32Array) => void,
): FlickOutcome {
  startFlick(table, state, action);
  const report = onFrame
    ? settleRecording(table.world as SteppedWorld, onFrame)
    : table.world.settle(SETTLE_SECONDS);
  return outcomeFromReport(state, action.die, report, table.world);
}

/** After an action: a new round gets a fresh world; otherwise the world follows the rules' state. */
export function afterAction(table: Table, before: JamSumoState, after: JamSumoState): void {
  if (after.finished) return;
  if (after.round !== before.round) table.world.reset(table.board, roundLayout(table, after));
  else syncWorld(table, after);
}

/** The board of a game on the tablet (its setup records it). */
export function boardOf(state: JamSumoState): TableBoard {
  const { board } = state.setup;
  if (!board) throw new Error('A game on the tablet records the board it is played on.');
  return board;
}
