// Fits the correction of the advisor's sheet value (model.ts, columnFeatures) so that the value is
// consistent with the advisor's own play: from any sheet, a turn played by the advisor changes the value
// by 0 on average. That is what makes a review's costs add up to the points really lost. The fit is
// least-squares temporal differences (LSTD(0)) with policy iteration: the sheets at the start of each turn
// of seeded games by the greedy player, the advisor, and a player that mixes the two turn by turn; from
// each, one turn played by the advisor with the current weights; the weights that make the value's change
// over those turns orthogonal to every feature; again with the advisor playing by the new weights.
// Prints model-fit.generated.ts (seeded: the same arguments print the same file).
// Usage: node scripts/run-ts.mjs scripts/fit-jamb-value.ts [iterations] [games] [seed] > src/jamb/model-fit.generated.ts
import { DEFAULT_JAMB_OPTIONS, JAMB_COLUMNS, type JambColumn, type JambState } from '@dicetable/rules/jamb';
import { advisorPlayer } from '../src/jamb/advisor.ts';
import { greedyPlayer } from '../src/jamb/baselines.ts';
import { applyJamb, newSoloJamb } from '../src/jamb/game.ts';
import {
  baseColumnValue,
  COLUMN_FEATURE_COUNT,
  columnFeatures,
  type JambModel,
  OPEN_COUNT_FEATURE_COUNT,
  openCountFeatures,
  openCounts,
} from '../src/jamb/model.ts';
import { JAMB_BASE_MODEL } from '../src/jamb/model-params.ts';
import { decisionActions, type JambComputerPlayer } from '../src/jamb/player.ts';
import { gameSeeds } from '../src/jamb/simulate.ts';

const [iterations = 3, games = 150, seed = 2026] = process.argv.slice(2).map(Number);
const SHEET_AT = COLUMN_FEATURE_COUNT * JAMB_COLUMNS.length;
const WIDTH = SHEET_AT + OPEN_COUNT_FEATURE_COUNT;
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
  features.set(openCountFeatures(openCounts(sheet)), SHEET_AT);
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
  for (const { from, to, change } of transitions) {
    for (let i = 0; i < WIDTH; i++) {
      const fi = from[i]!;
      if (fi === 0) continue;
      vector[i]! += fi * change;
      const row = matrix[i]!;
      for (let j = 0; j < WIDTH; j++) row[j]! += fi * (from[j]! - to[j]!);
    }
  }
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
  const fitted = solve(matrix, vector, transitions.length * 1e-4);
  weights = weights ? weights.map((w, i) => w + STEP * (fitted[i]! - w)) : fitted.map((w) => STEP * w);
  process.stderr.write(
    `iteration ${iteration + 1}: advisor mean ${(advisorTotal / games).toFixed(1)}; ${transitions.length} turns; residual per game under the weights played ${JSON.stringify(before)}, under the new weights ${JSON.stringify(residuals(weights))}\n`,
  );
}

const rounded = (index: number) =>
  Array.from(weights!.subarray(index * COLUMN_FEATURE_COUNT, (index + 1) * COLUMN_FEATURE_COUNT), (w) =>
    Number(w.toFixed(3)),
  );
console.log(`// Generated by scripts/fit-jamb-value.ts; do not edit. Made with (in packages/players):
//   node scripts/run-ts.mjs scripts/fit-jamb-value.ts ${iterations} ${games} ${seed} > src/jamb/model-fit.generated.ts
// The weights of the features of model.ts added to the hand-written sheet value.
import type { JambFit } from './model.ts';

export const JAMB_FIT: JambFit | undefined = {
  columns: {
${JAMB_COLUMNS.map((column, index) => `    ${column}: [${rounded(index).join(', ')}],`).join('\n')}
  },
  sheet: [${Array.from(weights!.subarray(SHEET_AT), (w) => Number(w.toFixed(3))).join(', ')}],
};`);
