// Physics scenarios (docs/physics-scenario.md): a board, dice and a sequence of flicks, run to rest.
// Used by `dicetable flick` and by tests; parsing reports the first problem with its JSON path.
import { BOARD_MEASURES } from '@dicetable/rules/jamsumo';
import { hypot, PI } from './deterministic-math.ts';
import { impreciseFlick } from './flick-noise.ts';
import { boardProblem, defaultBoard, diePositionOnPlatform } from './physics-board.ts';
import type {
  BoardConfig,
  DieOutcome,
  DieSetup,
  Face,
  Flick,
  PhysicsWorld,
  Quat,
  Vec3,
} from './physics-types.ts';

export const SCENARIO_FORMAT = 'dicetable-physics-scenario';
export const SCENARIO_VERSION = 1;

export interface PhysicsScenario {
  readonly board: BoardConfig;
  readonly dice: readonly DieSetup[];
  readonly flicks: readonly Flick[];
  /** Longest simulated time allowed for the dice to come to rest, per flick (default 30). */
  readonly settleSeconds: number;
}

export interface ScenarioFlickReport {
  /** The flick made: with `noise`, the aimed flick as the hand's imprecision changed it. */
  readonly flick: Flick;
  /** Pairs of dice [a, b] (a < b) that touched during this flick. */
  readonly contacts: readonly (readonly [number, number])[];
  /** Simulated seconds until everything rested again. */
  readonly seconds: number;
  /** False when the dice were still moving after settleSeconds. */
  readonly rested: boolean;
}

export interface ScenarioReport {
  /** Simulated seconds the dice took to come to rest before the first flick. */
  readonly initialSeconds: number;
  readonly flicks: readonly ScenarioFlickReport[];
  readonly outcomes: readonly DieOutcome[];
}

export type ScenarioParse = { ok: true; scenario: PhysicsScenario } | { ok: false; message: string };

const BOARD_KEYS = BOARD_MEASURES;

class ScenarioError extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finite(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new ScenarioError(`${path} must be a number`);
  return value;
}

function vector(value: unknown, length: number, path: string): number[] {
  if (!Array.isArray(value) || value.length !== length) {
    throw new ScenarioError(`${path} must be an array of ${length} numbers`);
  }
  return value.map((v, i) => finite(v, `${path}[${i}]`));
}

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw new ScenarioError(`${path}.${key} is not a scenario field`);
  }
}

function parseBoard(value: unknown): BoardConfig {
  if (value === undefined) return defaultBoard(0);
  if (!isObject(value)) throw new ScenarioError('board must be an object');
  onlyKeys(value, BOARD_KEYS, 'board');
  const base = defaultBoard(0);
  const board = { ...base } as Record<(typeof BOARD_KEYS)[number], number>;
  for (const key of BOARD_KEYS) if (value[key] !== undefined) board[key] = finite(value[key], `board.${key}`);
  const problem = boardProblem(board as BoardConfig);
  if (problem) throw new ScenarioError(problem);
  return board as BoardConfig;
}

function parseDie(value: unknown, index: number, board: BoardConfig): DieSetup {
  const path = `dice[${index}]`;
  if (!isObject(value)) throw new ScenarioError(`${path} must be an object`);
  onlyKeys(value, ['position', 'platform', 'orientation', 'topFace', 'yaw'], path);
  let position: Vec3;
  if (value.platform !== undefined) {
    const platform = finite(value.platform, `${path}.platform`);
    if (!Number.isInteger(platform) || platform < 0 || platform >= board.platforms) {
      throw new ScenarioError(
        `${path}.platform must be a platform of the board: 0 to ${board.platforms - 1}`,
      );
    }
    if (value.position !== undefined) throw new ScenarioError(`${path}: give position or platform, not both`);
    position = diePositionOnPlatform(board, platform);
  } else {
    position = vector(value.position, 3, `${path}.position`) as unknown as Vec3;
  }
  if (value.orientation !== undefined && value.topFace !== undefined) {
    throw new ScenarioError(`${path}: give orientation or topFace, not both`);
  }
  if (value.orientation !== undefined) {
    const q = vector(value.orientation, 4, `${path}.orientation`);
    if (hypot(...q) < 1e-6) throw new ScenarioError(`${path}.orientation must not be zero`);
    return { position, orientation: q as unknown as Quat };
  }
  const topFace = value.topFace === undefined ? 1 : finite(value.topFace, `${path}.topFace`);
  if (![1, 2, 3, 4, 5, 6].includes(topFace)) throw new ScenarioError(`${path}.topFace must be 1 to 6`);
  const yaw = value.yaw === undefined ? 0 : finite(value.yaw, `${path}.yaw`);
  return { position, topFace: topFace as Face, yaw };
}

function parseFlick(value: unknown, index: number, dice: number): Flick {
  const path = `flicks[${index}]`;
  if (!isObject(value)) throw new ScenarioError(`${path} must be an object`);
  onlyKeys(value, ['die', 'direction', 'directionDegrees', 'strength', 'height', 'offset', 'noise'], path);
  const die = finite(value.die, `${path}.die`);
  if (!Number.isInteger(die) || die < 0 || die >= dice) {
    throw new ScenarioError(`${path}.die must be a die of the scenario: 0 to ${dice - 1}`);
  }
  if ((value.direction === undefined) === (value.directionDegrees === undefined)) {
    throw new ScenarioError(`${path}: give direction (radians) or directionDegrees`);
  }
  const direction =
    value.direction !== undefined
      ? finite(value.direction, `${path}.direction`)
      : (finite(value.directionDegrees, `${path}.directionDegrees`) * PI) / 180;
  const unit = (key: 'strength' | 'height') => {
    const v = finite(value[key], `${path}.${key}`);
    if (v < 0 || v > 1) throw new ScenarioError(`${path}.${key} must be between 0 and 1`);
    return v;
  };
  const aimed: Flick = {
    die,
    direction,
    strength: unit('strength'),
    height: unit('height'),
    ...(value.offset === undefined ? {} : { offset: signedUnit(value.offset, `${path}.offset`) }),
  };
  if (value.noise === undefined) return aimed;
  if (!isObject(value.noise)) throw new ScenarioError(`${path}.noise must be an object`);
  onlyKeys(value.noise, ['spread', 'seed'], `${path}.noise`);
  const spread = finite(value.noise.spread, `${path}.noise.spread`);
  if (spread < 0 || spread > 1) throw new ScenarioError(`${path}.noise.spread must be between 0 and 1`);
  const seed = finite(value.noise.seed, `${path}.noise.seed`);
  if (!Number.isInteger(seed)) throw new ScenarioError(`${path}.noise.seed must be a whole number`);
  return impreciseFlick(aimed, { spread, seed });
}

function signedUnit(value: unknown, path: string): number {
  const v = finite(value, path);
  if (v < -1 || v > 1) throw new ScenarioError(`${path} must be between -1 and 1`);
  return v;
}

/** Parses scenario JSON text (or an already parsed value). */
export function parseScenario(input: string | unknown): ScenarioParse {
  try {
    let value: unknown = input;
    if (typeof input === 'string') {
      try {
        value = JSON.parse(input);
      } catch (error) {
        throw new ScenarioError(`not JSON: ${(error as Error).message}`);
      }
    }
    if (!isObject(value)) throw new ScenarioError('a scenario is a JSON object');
    onlyKeys(value, ['format', 'version', 'board', 'dice', 'flicks', 'settleSeconds'], 'scenario');
    if (value.format !== undefined && value.format !== SCENARIO_FORMAT) {
      throw new ScenarioError(`format must be "${SCENARIO_FORMAT}"`);
    }
    if (value.version !== undefined) {
      const version = finite(value.version, 'version');
      if (version > SCENARIO_VERSION) {
        throw new ScenarioError(`version ${version} is newer than this program reads (${SCENARIO_VERSION})`);
      }
      if (version !== SCENARIO_VERSION) throw new ScenarioError(`version must be ${SCENARIO_VERSION}`);
    }
    const board = parseBoard(value.board);
    if (!Array.isArray(value.dice) || value.dice.length === 0) {
      throw new ScenarioError('dice must be a non-empty array');
    }
    if (value.dice.length > 64) throw new ScenarioError('at most 64 dice');
    const dice = value.dice.map((die, i) => parseDie(die, i, board));
    const flicks = value.flicks === undefined ? [] : value.flicks;
    if (!Array.isArray(flicks)) throw new ScenarioError('flicks must be an array');
    const parsedFlicks = flicks.map((flick, i) => parseFlick(flick, i, dice.length));
    const settleSeconds =
      value.settleSeconds === undefined ? 30 : finite(value.settleSeconds, 'settleSeconds');
    if (settleSeconds <= 0 || settleSeconds > 600)
      throw new ScenarioError('settleSeconds must be between 0 and 600');
    return { ok: true, scenario: { board, dice, flicks: parsedFlicks, settleSeconds } };
  } catch (error) {
    if (error instanceof ScenarioError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Places the dice, lets them come to rest, then flicks one flick at a time, each until rest. */
export function runScenario(world: PhysicsWorld, scenario: PhysicsScenario): ScenarioReport {
  world.reset(scenario.board, scenario.dice);
  const initial = world.settle(scenario.settleSeconds);
  const flicks: ScenarioFlickReport[] = [];
  for (const flick of scenario.flicks) {
    world.flick(flick);
    const report = world.settle(scenario.settleSeconds);
    flicks.push({ flick, contacts: report.contacts, seconds: report.seconds, rested: world.isResting() });
  }
  return { initialSeconds: initial.seconds, flicks, outcomes: world.outcomes() };
}
