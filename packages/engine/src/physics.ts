// The TypeScript face of the dice physics module (build/physics.wasm). All simulation math runs in
// WebAssembly; this class only copies arguments in and results out, so Node and browsers agree bit
// for bit.
import { hypot } from './deterministic-math.ts';
import { boardProblem } from './physics-board.ts';
import type {
  BoardConfig,
  DieLocation,
  DieOutcome,
  DieSetup,
  Face,
  Flick,
  FlickReport,
  PhysicsWorld,
  Quat,
  Vec3,
} from './physics-types.ts';
import { PHYSICS_STEP, POSE_STRIDE } from './physics-types.ts';
import type { WasmSource } from './wasm-instance.ts';
import { instantiateWasm } from './wasm-instance.ts';

/** The raw exports of build/physics.wasm. */
export interface PhysicsExports {
  memory: WebAssembly.Memory;
  maxDice(): number;
  beginReset(
    radius: number,
    hole: number,
    size: number,
    platforms: number,
    depth: number,
    width: number,
    inset: number,
    slope: number,
    dice: number,
  ): void;
  setDie(
    i: number,
    px: number,
    py: number,
    pz: number,
    qx: number,
    qy: number,
    qz: number,
    qw: number,
    topFace: number,
    yaw: number,
  ): void;
  endReset(): void;
  flick(die: number, direction: number, strength: number, height: number, offset: number): void;
  flickContact(k: number): number;
  setVelocity(i: number, vx: number, vy: number, vz: number, wx: number, wy: number, wz: number): void;
  bodyState(i: number, k: number): number;
  step(): void;
  advance(seconds: number): number;
  settle(maxSteps: number): number;
  isResting(): number;
  secondsSinceFlick(): number;
  computeOutcomes(): void;
  listTouches(): number;
  snapshotSave(): number;
  snapshotLoad(length: number): number;
  energy(): number;
  maxPenetration(): number;
  maxDiceOverlap(): number;
  setSleeping(on: number): void;
  posesPointer(): number;
  outcomesPointer(): number;
  pairsPointer(): number;
  snapshotPointer(): number;
  snapshotCapacity(): number;
}

const LOCATIONS: readonly DieLocation[] = ['board', 'platform', 'hole', 'off'];
const SNAPSHOT_MAGIC = 0x44545031; // "DTP1"
const DEFAULT_SETTLE_SECONDS = 30;

export class PhysicsError extends Error {}

export class WasmPhysicsWorld implements PhysicsWorld {
  private currentBoard: BoardConfig;
  private count = 0;
  private poseView: Float32Array;

  private constructor(private readonly wasm: PhysicsExports) {
    this.currentBoard = {
      boardRadius: 0.25,
      holeRadius: 0.025,
      dieSize: 0.016,
      platforms: 0,
      platformDepth: 0.04,
      platformWidth: 0.05,
      sumoLineInset: 0.06,
      bowlSlope: 0,
    };
    this.poseView = new Float32Array(0);
    this.reset(this.currentBoard, []);
  }

  static async fromSource(source: WasmSource): Promise<WasmPhysicsWorld> {
    return new WasmPhysicsWorld(await instantiateWasm<PhysicsExports>(source));
  }

  /** Most dice one world holds. */
  get maxDice(): number {
    return this.wasm.maxDice();
  }

  get board(): BoardConfig {
    return this.currentBoard;
  }

  get dieCount(): number {
    return this.count;
  }

  get poses(): Float32Array {
    if (this.poseView.buffer !== this.wasm.memory.buffer) this.bindPoses();
    return this.poseView;
  }

  reset(board: BoardConfig, dice: readonly DieSetup[]): void {
    const problem = boardProblem(board);
    if (problem) throw new PhysicsError(problem);
    if (dice.length > this.maxDice) throw new PhysicsError(`at most ${this.maxDice} dice`);
    dice.forEach((die, i) => {
      const problem = dieProblem(die);
      if (problem) throw new PhysicsError(`die ${i}: ${problem}`);
    });
    const w = this.wasm;
    w.beginReset(
      board.boardRadius,
      board.holeRadius,
      board.dieSize,
      board.platforms,
      board.platformDepth,
      board.platformWidth,
      board.sumoLineInset,
      board.bowlSlope,
      dice.length,
    );
    dice.forEach((die, i) => {
      const [px, py, pz] = die.position;
      const [qx, qy, qz, qw] = die.orientation ?? [0, 0, 0, 1];
      w.setDie(i, px, py, pz, qx, qy, qz, qw, die.orientation ? 0 : (die.topFace ?? 1), die.yaw ?? 0);
    });
    w.endReset();
    this.currentBoard = { ...board };
    this.count = dice.length;
    this.bindPoses();
  }

  /** Throws for a die that does not exist; a die already gone (hole, off) is left where it is. */
  flick(flick: Flick): void {
    const { die, direction, strength, height, offset = 0 } = flick;
    this.checkDie(die);
    for (const [name, value] of [
      ['direction', direction],
      ['strength', strength],
      ['height', height],
      ['offset', offset],
    ] as const) {
      if (!Number.isFinite(value)) throw new PhysicsError(`flick ${name} must be a finite number`);
    }
    this.wasm.flick(die, direction, strength, height, offset);
  }

  /** Where the last flick's finger met the die, and the die's outward surface normal there. */
  lastFlickContact(): { point: Vec3; normal: Vec3 } {
    const at = (k: number) => this.wasm.flickContact(k);
    return { point: [at(0), at(1), at(2)], normal: [at(3), at(4), at(5)] };
  }

  /** Sets a die moving (and wakes it): velocity in m/s, spin in rad/s about the world axes. */
  setVelocity(die: number, velocity: Vec3, spin: Vec3): void {
    this.checkDie(die);
    this.wasm.setVelocity(die, ...velocity, ...spin);
  }

  /** A die's exact state: position, orientation, velocity and spin. */
  dieState(die: number): { position: Vec3; orientation: Quat; velocity: Vec3; spin: Vec3 } {
    this.checkDie(die);
    const at = (k: number) => this.wasm.bodyState(die, k);
    return {
      position: [at(0), at(1), at(2)],
      orientation: [at(3), at(4), at(5), at(6)],
      velocity: [at(7), at(8), at(9)],
      spin: [at(10), at(11), at(12)],
    };
  }

  private checkDie(die: number): void {
    if (!Number.isInteger(die) || die < 0 || die >= this.count) {
      throw new PhysicsError(`no die ${die} (the world has ${this.count})`);
    }
  }

  advance(seconds: number): number {
    return this.wasm.advance(Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
  }

  /** One fixed step of PHYSICS_STEP seconds. */
  step(): void {
    this.wasm.step();
  }

  isResting(): boolean {
    return this.wasm.isResting() !== 0;
  }

  settle(maxSeconds = DEFAULT_SETTLE_SECONDS): FlickReport {
    this.wasm.settle(Math.max(0, Math.ceil(maxSeconds / PHYSICS_STEP)));
    return { outcomes: this.outcomes(), contacts: this.contacts(), seconds: this.wasm.secondsSinceFlick() };
  }

  outcomes(): DieOutcome[] {
    this.wasm.computeOutcomes();
    const data = new Float64Array(this.wasm.memory.buffer, this.wasm.outcomesPointer(), this.count * 8);
    const result: DieOutcome[] = [];
    for (let die = 0; die < this.count; die++) {
      const o = die * 8;
      const location = LOCATIONS[data[o] ?? 0] ?? 'board';
      const flat = data[o + 2] === 1;
      const position = [data[o + 4] ?? 0, data[o + 5] ?? 0, data[o + 6] ?? 0] as const;
      result.push({
        die,
        location,
        ...(location === 'platform' ? { platform: data[o + 1] ?? 0 } : {}),
        flat,
        ...(flat ? { topFace: (data[o + 3] ?? 1) as Face } : {}),
        position,
      });
    }
    return result;
  }

  contacts(): [number, number][] {
    const n = this.wasm.listTouches();
    const data = new Int32Array(this.wasm.memory.buffer, this.wasm.pairsPointer(), n * 2);
    const pairs: [number, number][] = [];
    for (let k = 0; k < n; k++) pairs.push([data[2 * k] ?? 0, data[2 * k + 1] ?? 0]);
    return pairs;
  }

  snapshot(): Uint8Array {
    const length = this.wasm.snapshotSave();
    const bytes = new Uint8Array(length + 8);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, SNAPSHOT_MAGIC, true);
    view.setUint32(4, length, true);
    bytes.set(new Uint8Array(this.wasm.memory.buffer, this.wasm.snapshotPointer(), length), 8);
    return bytes;
  }

  restore(snapshot: Uint8Array): void {
    const view = new DataView(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength);
    const length = snapshot.byteLength - 8;
    if (
      snapshot.byteLength < 8 ||
      view.getUint32(0, true) !== SNAPSHOT_MAGIC ||
      view.getUint32(4, true) !== length ||
      length > this.wasm.snapshotCapacity()
    ) {
      throw new PhysicsError('not a physics snapshot');
    }
    new Uint8Array(this.wasm.memory.buffer, this.wasm.snapshotPointer(), length).set(snapshot.subarray(8));
    if (this.wasm.snapshotLoad(length) === 0) throw new PhysicsError('not a physics snapshot');
    this.readBack(snapshot.subarray(8));
  }

  /** Kinetic plus potential energy of the dice in play, in joules (for tests and benchmarks). */
  energy(): number {
    return this.wasm.energy();
  }

  /** Deepest overlap between two dice or a die and the board right now, in metres. */
  maxPenetration(): number {
    return this.wasm.maxPenetration();
  }

  /**
   * Whether resting dice fall asleep (default on). Off, every die is simulated every step: for
   * comparing engines step for step.
   */
  setSleeping(on: boolean): void {
    this.wasm.setSleeping(on ? 1 : 0);
  }

  /** Deepest overlap between two dice right now, in metres. */
  maxDiceOverlap(): number {
    return this.wasm.maxDiceOverlap();
  }

  private bindPoses(): void {
    this.poseView = new Float32Array(
      this.wasm.memory.buffer,
      this.wasm.posesPointer(),
      this.count * POSE_STRIDE,
    );
  }

  /** After a restore: the board and the number of dice come from the snapshot. */
  private readBack(state: Uint8Array): void {
    const view = new DataView(state.buffer, state.byteOffset, state.byteLength);
    this.count = view.getInt32(0, true);
    const at = (k: number) => view.getFloat64(32 + 8 * k, true);
    this.currentBoard = {
      boardRadius: at(0),
      holeRadius: at(1),
      dieSize: at(2),
      platforms: at(3),
      platformDepth: at(4),
      platformWidth: at(5),
      sumoLineInset: at(6),
      bowlSlope: at(7),
    };
    this.bindPoses();
  }
}

function dieProblem(die: DieSetup): string | undefined {
  const numbers = (values: readonly unknown[] | undefined, length: number) =>
    Array.isArray(values) &&
    values.length === length &&
    values.every((v) => typeof v === 'number' && Number.isFinite(v));
  if (!numbers(die.position, 3)) return 'position must be three finite numbers [x, y, z]';
  if (die.orientation !== undefined) {
    if (!numbers(die.orientation, 4)) return 'orientation must be a quaternion [x, y, z, w]';
    const [x, y, z, w] = die.orientation;
    if (hypot(x, y, z, w) < 1e-6) return 'orientation must not be the zero quaternion';
  }
  if (die.topFace !== undefined && ![1, 2, 3, 4, 5, 6].includes(die.topFace)) return 'topFace must be 1…6';
  if (die.yaw !== undefined && !Number.isFinite(die.yaw)) return 'yaw must be a finite number';
  return undefined;
}
