// Are the dice fair? Strong flicks of dice showing 4 (as every Jam die starts), random throws, and
// gentle sliding flicks, each counted by the face that ends up on top: χ² against a fair die overall
// and per 15° band of the angle between the flick and the face the finger meets.
import {
  type DieOutcome,
  defaultBoard,
  deterministicMath,
  type Face,
  impreciseFlick,
  type Quat,
  seededRandom,
  type WasmPhysicsWorld,
} from '@dicetable/engine';
import { chiSquarePValue } from './chi-square.ts';
import { chiSquareOfFaces } from './dice-check.ts';

const { cos, PI, sin } = deterministicMath;

export interface FaceTally {
  /** Dice that came to rest flat on the board or a ledge, by the face on top (index 0 = face 1). */
  readonly faces: number[];
  readonly flat: number;
  readonly chiSquare: number;
  /** Probability of a χ² this large from a fair die (5 degrees of freedom). */
  readonly p: number;
}

/** How the flicks of a band leave the finger, averaged over its flicks (all of them, flat or not). */
export interface FlickMotion {
  readonly runs: number;
  /** Spin about the horizontal axis across the flick, positive rolling the die forward (rad/s). */
  readonly meanRollSpin: number;
  /** Magnitude of the spin about the vertical (rad/s). */
  readonly meanYawSpin: number;
  /** Upward speed of the die's centre (m/s). */
  readonly meanLiftSpeed: number;
}

export interface FairnessRun extends FaceTally {
  readonly runs: number;
  /** Of the dice resting on the board or a ledge, the share not lying flat. */
  readonly notFlatShare: number;
  /** Shares of the runs that ended in the hole and off the board's edge. */
  readonly holeShare: number;
  readonly offShare: number;
}

export interface FairnessResult {
  /**
   * Faces and flatness on an open table (no edge, no hole); the hole and off shares of the same flicks
   * made from near the rim across the JamSumo board.
   */
  readonly strongFlicks: FairnessRun & {
    /** By the angle between the flick and the face the finger meets: 0–15°, 15–30°, 30–45°. */
    readonly bands: (FaceTally &
      FlickMotion & { readonly fromDegrees: number; readonly toDegrees: number })[];
    /** Share of flat dice still showing 4. */
    readonly keptShare: number;
  };
  readonly throws: FairnessRun;
  /** Gentle sliding flicks (height ≤ 0.25, strength ≤ 0.3): the share of flat dice that kept their top face. */
  readonly gentleSlides: { readonly runs: number; readonly flat: number; readonly keptShare: number };
}

export interface FairnessOptions {
  readonly flicks?: number;
  readonly throws?: number;
  readonly slides?: number;
  readonly seed?: number;
  /** The hand's imprecision applied to the strong flicks (0 = steady, see flick-noise.ts). */
  readonly hand?: number;
  /** Longest simulated time per run (seconds). */
  readonly settleSeconds?: number;
}

const BOARD = defaultBoard(0);
/** A table wide enough that no flick leaves it, without a hole: every die's face counts. */
const TABLE = { ...BOARD, boardRadius: 1.5, holeRadius: 0 };
const HALF = BOARD.dieSize / 2;

export function tally(faces: readonly number[]): FaceTally {
  const flat = faces.reduce((a, b) => a + b, 0);
  const chiSquare = chiSquareOfFaces(faces);
  return { faces: [...faces], flat, chiSquare, p: chiSquarePValue(chiSquare, 5) };
}

/** A point of the board away from its hole and rim, uniform over that ring. */
function placeOnBoard(random: () => number): [number, number] {
  const inner = BOARD.holeRadius + 0.03;
  const outer = BOARD.boardRadius - 0.03;
  const radius = Math.sqrt(inner * inner + random() * (outer * outer - inner * inner));
  const angle = 2 * PI * random();
  return [radius * cos(angle), radius * sin(angle)];
}

/** A start near the rim, behind the board's centre as seen along `direction`, off the line by up to half the radius. */
function acrossBoard(direction: number, random: () => number): [number, number] {
  const back = BOARD.boardRadius - 0.03;
  const side = (random() - 0.5) * BOARD.boardRadius;
  const dx = cos(direction);
  const dz = sin(direction);
  return [-dx * back - dz * side, -dz * back + dx * side];
}

/** Angle (0…π/4) between a flick's direction and the side face of a die turned by `yaw` it meets. */
export function flickToFaceAngle(direction: number, yaw: number): number {
  const quarter = PI / 2;
  let d = (direction + yaw) % quarter;
  if (d < 0) d += quarter;
  return Math.min(d, quarter - d);
}

class Counter {
  runs = 0;
  faces = [0, 0, 0, 0, 0, 0];
  resting = 0;
  hole = 0;
  off = 0;

  add(outcome: DieOutcome): void {
    this.runs++;
    if (outcome.location === 'hole') this.hole++;
    else if (outcome.location === 'off') this.off++;
    else {
      this.resting++;
      if (outcome.flat && outcome.topFace) this.faces[outcome.topFace - 1]!++;
    }
  }

  result(): FairnessRun {
    const t = tally(this.faces);
    const share = (n: number) => (this.runs === 0 ? 0 : n / this.runs);
    return {
      runs: this.runs,
      ...t,
      notFlatShare: this.resting === 0 ? 0 : (this.resting - t.flat) / this.resting,
      holeShare: share(this.hole),
      offShare: share(this.off),
    };
  }
}

/** A uniformly random orientation (Shoemake), from three uniform numbers. */
function randomOrientation(random: () => number): Quat {
  const u1 = random();
  const u2 = 2 * PI * random();
  const u3 = 2 * PI * random();
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return [a * sin(u2), a * cos(u2), b * sin(u3), b * cos(u3)];
}

export function runFairness(world: WasmPhysicsWorld, options: FairnessOptions = {}): FairnessResult {
  const { flicks = 6000, throws = 6000, slides = 1000, seed = 2026, settleSeconds = 20, hand = 0 } = options;
  const random = seededRandom(seed);

  // Each strong flick twice: on the open table for its face, and on the JamSumo board from near the
  // rim across it, for where such flicks end.
  const strong = new Counter();
  const onBoard = new Counter();
  const bands = [0, 1, 2].map(() => [0, 0, 0, 0, 0, 0]);
  const motions = [0, 1, 2].map(() => ({ runs: 0, roll: 0, yaw: 0, lift: 0 }));
  for (let k = 0; k < flicks; k++) {
    const yaw = 2 * PI * random();
    const direction = 2 * PI * random() - PI;
    const strength = 0.6 + 0.4 * random();
    const height = 0.9 + 0.1 * random();
    const flick = impreciseFlick({ die: 0, direction, strength, height }, { spread: hand, seed: k });
    world.reset(TABLE, [{ position: [0, HALF, 0], topFace: 4, yaw }]);
    world.flick(flick);
    const band = Math.min(2, Math.floor((flickToFaceAngle(direction, yaw) * 180) / PI / 15));
    const { spin, velocity } = world.dieState(0);
    const motion = motions[band]!;
    motion.runs++;
    // The forward roll is about up × direction = (sin, 0, −cos) of the flick made.
    motion.roll += spin[0] * sin(flick.direction) - spin[2] * cos(flick.direction);
    motion.yaw += Math.abs(spin[1]);
    motion.lift += velocity[1];
    const outcome = world.settle(settleSeconds).outcomes[0]!;
    strong.add(outcome);
    if (outcome.flat && outcome.topFace) bands[band]![outcome.topFace - 1]!++;
    const [x, z] = acrossBoard(direction, random);
    world.reset(BOARD, [{ position: [x, HALF, z], topFace: 4, yaw }]);
    world.flick(flick);
    onBoard.add(world.settle(settleSeconds).outcomes[0]!);
  }

  const thrown = new Counter();
  for (let k = 0; k < throws; k++) {
    const [x, z] = placeOnBoard(random);
    const speed = 0.8 * random();
    const heading = 2 * PI * random();
    world.reset(BOARD, [
      { position: [x, 0.04 + 0.06 * random(), z], orientation: randomOrientation(random) },
    ]);
    world.setVelocity(
      0,
      [speed * cos(heading), 0, speed * sin(heading)],
      [40 * (random() - 0.5), 40 * (random() - 0.5), 40 * (random() - 0.5)],
    );
    thrown.add(world.settle(settleSeconds).outcomes[0]!);
  }

  let gentleFlat = 0;
  let kept = 0;
  for (let k = 0; k < slides; k++) {
    const [x, z] = placeOnBoard(random);
    const top = (1 + Math.floor(6 * random())) as Face;
    world.reset(BOARD, [{ position: [x, HALF, z], topFace: top, yaw: 2 * PI * random() }]);
    world.flick({
      die: 0,
      direction: 2 * PI * random() - PI,
      strength: 0.3 * random(),
      height: 0.25 * random(),
    });
    const outcome = world.settle(settleSeconds).outcomes[0]!;
    if (outcome.location === 'hole' || outcome.location === 'off' || !outcome.flat) continue;
    gentleFlat++;
    if (outcome.topFace === top) kept++;
  }

  const strongResult = strong.result();
  const boardResult = onBoard.result();
  return {
    strongFlicks: {
      ...strongResult,
      holeShare: boardResult.holeShare,
      offShare: boardResult.offShare,
      bands: bands.map((faces, i) => {
        const { runs, roll, yaw, lift } = motions[i]!;
        const mean = (x: number) => (runs === 0 ? 0 : x / runs);
        return {
          fromDegrees: 15 * i,
          toDegrees: 15 * (i + 1),
          ...tally(faces),
          runs,
          meanRollSpin: mean(roll),
          meanYawSpin: mean(yaw),
          meanLiftSpeed: mean(lift),
        };
      }),
      keptShare: strongResult.flat === 0 ? 0 : (strongResult.faces[3] ?? 0) / strongResult.flat,
    },
    throws: thrown.result(),
    gentleSlides: { runs: slides, flat: gentleFlat, keptShare: gentleFlat === 0 ? 0 : kept / gentleFlat },
  };
}
