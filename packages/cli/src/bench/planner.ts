// `dicetable bench planner`: how fast the JamSumo computer players think. On a Sumo board with ten dice
// (two players, five each), one-die candidate flicks are simulated to rest from the same snapshot, as the
// planner does, and the expert decides on that board and on boards scattered by earlier flicks.

import { defaultBoard, seededRandom } from '@dicetable/engine';
import { engineLayout, playFlick, roundLayout } from '@dicetable/engine/jamsumo-table';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { cpuMs, decide, type PlannerTable, settleQuickly } from '@dicetable/players/jamsumo';
import { newGame } from '@dicetable/rules/jamsumo';
import type { Bench } from './benches.ts';

/** Goals of issue 14: at least 500 candidate flicks to rest per CPU second, the expert within 3 s. */
const GOAL_CANDIDATES_PER_SECOND = 500;
const GOAL_EXPERT_MS = 3000;

export interface PlannerBenchOptions {
  /** Candidate flicks timed on the ten-dice board. */
  candidates?: number;
  /** Expert decisions timed (the first on the fresh board, the others on scattered boards). */
  decisions?: number;
}

export interface PlannerBenchResult {
  dice: number;
  candidates: {
    flicks: number;
    cpuMs: number;
    perSecond: number;
    meanSimulatedSeconds: number;
  };
  expert: {
    decisions: number;
    meanMs: number;
    maxMs: number;
    meanSimulations: number;
    /** The planner's own rate: flicks simulated to rest per CPU second of deciding (scoring included). */
    simulationsPerSecond: number;
  };
  goals: { candidatesPerSecond: number; expertMs: number; met: boolean };
}

export async function runPlannerBench(options: PlannerBenchOptions = {}): Promise<PlannerBenchResult> {
  const { candidates = 1000, decisions = 6 } = options;
  const world = await loadPhysicsWorld();
  const board = defaultBoard(2);
  const table: PlannerTable = { world, board, layout: engineLayout };
  const start = newGame({
    players: [
      { name: 'P1', colour: 0 },
      { name: 'P2', colour: 1 },
    ],
    mode: 'sumo',
    table: 'flick',
    firstMarker: 0,
    board: { ...board },
  });
  world.reset(board, roundLayout(table, start));
  const dice = world.dieCount;
  const snapshot = world.snapshot();

  // Random one-die candidates (any direction, strength 0.2–1, height 0–1): harder than the planner's
  // own mix, which aims most flicks and so sends fewer dice tumbling into the others.
  const random = seededRandom(14);
  let steps = 0;
  const began = cpuMs();
  for (let k = 0; k < candidates; k++) {
    world.restore(snapshot);
    world.flick({
      die: Math.floor(random() * 5), // one of the first player's five dice
      direction: 2 * Math.PI * random() - Math.PI,
      strength: 0.2 + 0.8 * random(),
      height: random(),
    });
    steps += settleQuickly(world);
  }
  const candidateMs = cpuMs() - began;

  // Expert decisions on the fresh board and on boards after a few flicks of the aimer.
  let state = start;
  world.restore(snapshot);
  const times: number[] = [];
  let simulations = 0;
  for (let k = 0; k < decisions && !state.finished; k++) {
    const before = cpuMs();
    const decision = decide('expert', table, state, 100 + k);
    times.push(cpuMs() - before);
    simulations += decision.simulations;
    const played = playFlick(table, state, decision.flick);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }

  const perSecond = candidates / (candidateMs / 1000);
  const meanMs = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
  const maxMs = Math.max(0, ...times);
  const decidingMs = times.reduce((a, b) => a + b, 0);
  const simulationsPerSecond = decidingMs > 0 ? simulations / (decidingMs / 1000) : 0;
  return {
    dice,
    candidates: {
      flicks: candidates,
      cpuMs: candidateMs,
      perSecond,
      meanSimulatedSeconds: (steps / candidates) * (1 / 240),
    },
    expert: {
      decisions: times.length,
      meanMs,
      maxMs,
      meanSimulations: simulations / Math.max(1, times.length),
      simulationsPerSecond,
    },
    goals: {
      candidatesPerSecond: GOAL_CANDIDATES_PER_SECOND,
      expertMs: GOAL_EXPERT_MS,
      met:
        perSecond >= GOAL_CANDIDATES_PER_SECOND &&
        simulationsPerSecond >= GOAL_CANDIDATES_PER_SECOND &&
        maxMs <= GOAL_EXPERT_MS,
    },
  };
}

export function formatPlannerBench(result: PlannerBenchResult): string {
  const { candidates, expert } = result;
  return [
    `JamSumo planner on a Sumo board with ${result.dice} dice (CPU time of one core)`,
    '',
    `candidate flicks to rest: ${candidates.flicks} in ${candidates.cpuMs.toFixed(0)} ms = ${candidates.perSecond.toFixed(0)} per second (each ${candidates.meanSimulatedSeconds.toFixed(2)} s simulated on average)`,
    `expert decisions: ${expert.decisions}, mean ${expert.meanMs.toFixed(0)} ms, longest ${expert.maxMs.toFixed(0)} ms, ${expert.meanSimulations.toFixed(0)} flicks simulated each = ${expert.simulationsPerSecond.toFixed(0)} per second of deciding`,
    '',
    `goals (≥ ${result.goals.candidatesPerSecond} candidates per second, expert within ${result.goals.expertMs} ms): ${result.goals.met ? 'met' : 'NOT met'}`,
  ].join('\n');
}

export const plannerBench: Bench = async ({ json }, io) => {
  const result = await runPlannerBench();
  io.stdout(json ? JSON.stringify({ planner: result }, null, 2) : formatPlannerBench(result));
};
