// Fits the correction of the advisor's sheet value (model.ts: columnFeatures and sheetFeatures) so that
// the value is consistent with the advisor's own play: from any sheet, a turn played by the advisor
// changes the value by 0 on average. That is what makes a review's costs add up to the points really
// lost. The fit is least-squares temporal differences (LSTD(0)) with policy iteration: the sheets at the
// start of each turn of seeded games by the greedy player, the advisor, and a player that mixes the two
// turn by turn; from each, one turn played by the advisor with the current weights; the weights that make
// the value's change over those turns orthogonal to every feature; again with the advisor playing by the
// new weights.
// Least squares leave the change 0 on average over all those sheets together, not over each player's:
// over a greedy game and over an advisor game the changes summed to +44 and −31 points, and a review's
// cost of a greedy game minus the measured gap is exactly that difference. So the last
// `calibratedIterations` iterations also calibrate: the weights are moved, as little as the value on the
// sheets allows, until the change summed over a game is 0 on average both on the greedy player's sheets
// and on the advisor's own (see `calibrated`).
// Prints model-fit.generated.ts (seeded: the same arguments print the same file).
// Usage: node scripts/run-ts.mjs scripts/fit-jamb-value.ts [iterations] [games] [seed] [calibratedIterations] > src/jamb/model-fit.generated.ts
import { DEFAULT_JAMB_OPTIONS, JAMB_COLUMNS, type JambColumn, type JambState } from '@dicetable/rules/jamb';
import { advisorPlayer } from '../src/jamb/advisor.ts';
import { greedyPlayer } from '../src/jamb/baselines.ts';
import { applyJamb, newSoloJamb } from '../src/jamb/game.ts';
import {
  baseColumnValue,
  COLUMN_FEATURE_COUNT,
  columnFeatures,
  type JambModel,
  openCellMask,
  SHEET_FEATURE_COUNT,
  sheetFeatures as sheetWideFeatures,
} from '../src/jamb/model.ts';
import { JAMB_BASE_MODEL } from '../src/jamb/model-params.ts';
import { decisionActions, type JambComputerPlayer } from '../src/jamb/player.ts';
import { gameSeeds } from '../src/jamb/simulate.ts';

const [iterations = 3, games = 150, seed = 2026, calibratedIterations = 0] = process.argv
  .slice(2)
  .map(Number);
const SHEET_AT = COLUMN_FEATURE_COUNT * JAMB_COLUMNS.length;
const WIDTH = SHEET_AT + SHEET_FEATURE_COUNT;
/** Each iteration moves the weights this part of the way to the new fit: policy iteration, damped. */
const STEP = 0.5;
const options = DEFAULT_JAMB_OPTIONS;

/** One turn of `player` from a sheet at the start of a turn (solo game): the sheet after it. */
function playTurn(player: JambComputerPlayer, start: JambState): JambState {
  let state = applyJamb(start, { type: 'roll' });
  const turn = start.turnsPlayed;
  while (!state.finished && state.turnsPlayed === turn) {
    const { decision } = player.decide(state);
    for (const action of decisionActions(state, decision)) state = applyJamb(state, action);
  }
  return state;
}

/** The sheets at the start of every turn of a solo game, `chooser` picking the player of each turn. */
function turnStarts(chooser: (turn: number) => JambComputerPlayer, gameSeed: number): JambState[] {
  const starts: JambState[] = [];
  let state = newSoloJamb(gameSeed, options);
  while (!state.finished) {
    starts.push(state);
    state = playTurn(chooser(state.turnsPlayed), state);
  }
  return starts;
}

function sheetFeatures(state: JambState): Float64Array {
  const sheet = state.sheets[0]!;
  const features = new Float64Array(WIDTH);
  JAMB_COLUMNS.forEach((column, index) => {
    features.set(
      columnFeatures(column, sheet[column], options, JAMB_BASE_MODEL),
      index * COLUMN_FEATURE_COUNT,
    );
  });
  features.set(sheetWideFeatures(openCellMask(sheet)), SHEET_AT);
  return features;
}

const baseValue = (state: JambState) =>
  JAMB_COLUMNS.reduce((sum, column) => sum + baseColumnValue(column, state.sheets[0]![column], options), 0);

function modelOf(weights: Float64Array | null): JambModel {
  if (!weights) return JAMB_BASE_MODEL;
  const columns = Object.fromEntries(
    JAMB_COLUMNS.map((column, index) => [
      column,
      Array.from(weights.subarray(index * COLUMN_FEATURE_COUNT, (index + 1) * COLUMN_FEATURE_COUNT)),
    ]),
  ) as Record<JambColumn, number[]>;
  return { ...JAMB_BASE_MODEL, fit: { columns, sheet: Array.from(weights.subarray(SHEET_AT)) } };
}

interface Transition {
  readonly source: string;
  readonly game: number;
  readonly from: Float64Array;
  readonly to: Float64Array;
  /** The hand-written value's change over the turn. */
  readonly change: number;
}

/** Solves (A + ridge·I) x = b by Gaussian elimination with partial pivoting. */
function solve(matrix: Float64Array[], vector: Float64Array, ridge: number): Float64Array {
  const n = vector.length;
  const a = matrix.map((row, i) => {
    const copy = Float64Array.from(row);
    copy[i]! += ridge;
    return copy;
  });
  const b = Float64Array.from(vector);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    const diagonal = a[col]![col]!;
    if (Math.abs(diagonal) < 1e-12) continue;
    for (let row = col + 1; row < n; row++) {
      const factor = a[row]![col]! / diagonal;
      if (factor === 0) continue;
      for (let k = col; k < n; k++) a[row]![k]! -= factor * a[col]![k]!;
      b[row]! -= factor * b[col]!;
    }
  }
  const x = new Float64Array(n);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row]!;
    for (let k = row + 1; k < n; k++) sum -= a[row]![k]! * x[k]!;
    x[row] = Math.abs(a[row]![row]!) < 1e-12 ? 0 : sum / a[row]![row]!;
  }
  return x;
}

/**
 * The sources on whose sheets the value must be right on average, not only in the least-squares sense:
 * a review's cost of a game adds up to the points lost only if, summed over the turns, the value's change
 * under the advisor's play averages 0 both on the sheets the greedy player leaves and on the advisor's own.
 */
const CALIBRATED_SOURCES = ['greedy', 'advisor'] as const;

interface Calibration {
  /** Per source: the mean, per game, of the features' change over a turn (φ(S') − φ(S)). */
  readonly rows: Float64Array[];
  /** Per source: minus the mean, per game, of the hand-written value's change. */
  readonly targets: number[];
}

/** What makes the value's change summed over a game average 0 on each calibrated source: rows · w = targets. */
function calibration(transitions: readonly Transition[]): Calibration {
  const rows = CALIBRATED_SOURCES.map(() => new Float64Array(WIDTH));
  const targets = CALIBRATED_SOURCES.map(() => 0);
  const games = CALIBRATED_SOURCES.map(() => new Set<number>());
  for (const { source, game, from, to, change } of transitions) {
    const index = CALIBRATED_SOURCES.indexOf(source as (typeof CALIBRATED_SOURCES)[number]);
    if (index < 0) continue;
    const row = rows[index]!;
    for (let i = 0; i < WIDTH; i++) row[i]! += to[i]! - from[i]!;
    targets[index]! -= change;
    games[index]!.add(game);
  }
  rows.forEach((row, index) => {
    const count = games[index]!.size;
    for (let i = 0; i < WIDTH; i++) row[i]! /= count;
    targets[index]! /= count;
  });
  return { rows, targets };
}

/**
 * The weights nearest `weights` that meet the calibration exactly, nearest in what the value says on the
 * sheets seen: the change of weights δ that minimises Σ (φ(S)·δ)² over the sheets (plus a little ridge)
 * with C (w + δ) = targets, so that the value moves as little as it can, spread over every sheet.
 */
function calibrated(
  weights: Float64Array,
  gram: Float64Array[],
  { rows, targets }: Calibration,
): Float64Array {
  const n = WIDTH;
  const size = n + rows.length;
  const system = Array.from({ length: size }, () => new Float64Array(size));
  const vector = new Float64Array(size);
  for (let i = 0; i < n; i++) {
    const row = system[i]!;
    row.set(gram[i]!);
    let product = 0;
    for (let j = 0; j < n; j++) product += row[j]! * weights[j]!;
    vector[i] = product;
    rows.forEach((constraint, k) => {
      row[n + k] = constraint[i]!;
    });
  }
  rows.forEach((constraint, k) => {
    system[n + k]!.set(constraint);
    vector[n + k] = targets[k]!;
  });
  return solve(system, vector, 0).slice(0, n);
}

const greedySeeds = gameSeeds(seed, games);
const advisorSeeds = gameSeeds(seed + 1, games);
const mixedSeeds = gameSeeds(seed + 2, games);
// The greedy player's sheets do not depend on the weights: gathered once.
const greedyStarts = greedySeeds.map((gameSeed) => turnStarts(() => greedyPlayer, gameSeed));

let weights: Float64Array | null = null;
for (let iteration = 0; iteration < iterations; iteration++) {
  const advisor = advisorPlayer(modelOf(weights));
  const transitions: Transition[] = [];
  const record = (source: string, game: number, from: JambState, to: JambState) =>
    transitions.push({
      source,
      game,
      from: sheetFeatures(from),
      to: sheetFeatures(to),
      change: baseValue(to) - baseValue(from),
    });
  greedyStarts.forEach((starts, game) => {
    for (const start of starts) record('greedy', game, start, playTurn(advisor, start));
  });
  let advisorTotal = 0;
  advisorSeeds.forEach((gameSeed, game) => {
    const starts = turnStarts(() => advisor, gameSeed);
    const end = playTurn(advisor, starts.at(-1)!);
    advisorTotal += baseValue(end);
    starts.forEach((start, turn) => record('advisor', game, start, starts[turn + 1] ?? end));
  });
  mixedSeeds.forEach((gameSeed, game) => {
    // Each turn by the greedy player or the advisor, as the seed and the turn say.
    const chooser = (turn: number) => ((gameSeed >>> (turn % 29)) & 1 ? greedyPlayer : advisor);
    for (const start of turnStarts(chooser, gameSeed)) record('mixed', game, start, playTurn(advisor, start));
  });
  // LSTD(0): Σ φ(S) (φ(S) − φ(S'))ᵀ w = Σ φ(S) · (base(S') − base(S)).
  const matrix = Array.from({ length: WIDTH }, () => new Float64Array(WIDTH));
  const vector = new Float64Array(WIDTH);
  // Σ φ(S) φ(S)ᵀ / turns, plus a little ridge: how much a change of weights changes the value on the sheets.
  const gram = Array.from({ length: WIDTH }, () => new Float64Array(WIDTH));
  for (const { from, to, change } of transitions) {
    for (let i = 0; i < WIDTH; i++) {
      const fi = from[i]!;
      if (fi === 0) continue;
      vector[i]! += fi * change;
      const row = matrix[i]!;
      const gramRow = gram[i]!;
      for (let j = 0; j < WIDTH; j++) {
        row[j]! += fi * (from[j]! - to[j]!);
        gramRow[j]! += fi * from[j]!;
      }
    }
  }
  gram.forEach((row, i) => {
    for (let j = 0; j < WIDTH; j++) row[j]! /= transitions.length;
    row[i]! += 1e-3;
  });
  const residuals = (w: Float64Array | null) => {
    const bySource = new Map<string, number[]>();
    for (const { source, game, from, to, change } of transitions) {
      let r = change;
      if (w) for (let i = 0; i < WIDTH; i++) r += w[i]! * (to[i]! - from[i]!);
      const sums = bySource.get(source) ?? [];
      sums[game] = (sums[game] ?? 0) + r;
      bySource.set(source, sums);
    }
    return Object.fromEntries(
      [...bySource].map(([source, sums]) => [
        source,
        Math.round((sums.reduce((a, b) => a + b, 0) / sums.length) * 10) / 10,
      ]),
    );
  };
  const before = residuals(weights);
  const ridge = transitions.length * 1e-4;
  const fitted = solve(matrix, vector, ridge);
  const damped: Float64Array = weights
    ? weights.map((w, i) => w + STEP * (fitted[i]! - w))
    : fitted.map((w) => STEP * w);
  weights =
    iteration >= iterations - calibratedIterations
      ? calibrated(damped, gram, calibration(transitions))
      : damped;
  process.stderr.write(
    `iteration ${iteration + 1}: advisor mean ${(advisorTotal / games).toFixed(1)}; ${transitions.length} turns; residual per game under the weights played ${JSON.stringify(before)}, under the new weights ${JSON.stringify(residuals(weights))}\n`,
  );
}

const rounded = (index: number) =>
  Array.from(weights!.subarray(index * COLUMN_FEATURE_COUNT, (index + 1) * COLUMN_FEATURE_COUNT), (w) =>
    Number(w.toFixed(3)),
  );
console.log(`// Generated by scripts/fit-jamb-value.ts; do not edit. Made with (in packages/players):
//   node scripts/run-ts.mjs scripts/fit-jamb-value.ts ${iterations} ${games} ${seed} ${calibratedIterations} > src/jamb/model-fit.generated.ts
//   npx biome format --write src/jamb/model-fit.generated.ts
// The weights of the features of model.ts added to the hand-written sheet value.
import type { JambFit } from './model.ts';

export const JAMB_FIT: JambFit | undefined = {
  columns: {
${JAMB_COLUMNS.map((column, index) => `    ${column}: [${rounded(index).join(', ')}],`).join('\n')}
  },
  sheet: [${Array.from(weights!.subarray(SHEET_AT), (w) => Number(w.toFixed(3))).join(', ')}],
};`);
