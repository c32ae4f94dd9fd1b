// `dicetable bench reopen`: how long opening a saved JamSumo game takes. A 3-player Sumo game of 40 flicks
// recorded by the practice player is re-simulated flick by flick, as the app's table worker does when the
// game is opened (the page itself then only draws the board).

import { TableSession } from '@dicetable/engine/jamsumo-table';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { cpuMs } from '@dicetable/players/jamsumo';
import { recordJamSumoGame } from '@dicetable/players/jamsumo-recorder';
import type { Bench } from './benches.ts';

/** The app should open such a game within a second, drawing included. */
const GOAL_MS = 1000;

export interface ReopenBenchOptions {
  readonly flicks?: number;
  readonly opens?: number;
}

export interface ReopenBenchResult {
  players: number;
  flicks: number;
  opens: number;
  /** Every flick re-simulated to the recorded board (no resuming from the record). */
  exact: boolean;
  /** CPU time of one open, in ms: the median and the slowest. */
  medianMs: number;
  maxMs: number;
  goals: { ms: number; met: boolean };
}

export async function runReopenBench(options: ReopenBenchOptions = {}): Promise<ReopenBenchResult> {
  const { flicks = 40, opens = 7 } = options;
  const log = await recordJamSumoGame({ players: 3, mode: 'sumo', seed: 5, maxFlicks: flicks });
  const session = new TableSession(await loadPhysicsWorld());
  const times: number[] = [];
  let exact = true;
  for (let k = 0; k < opens; k++) {
    const began = cpuMs();
    const opened = session.open(log);
    times.push(cpuMs() - began);
    if (!opened.ok) throw new Error(opened.error.message);
    exact &&= opened.value.resumedAt === undefined;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const medianMs = sorted[sorted.length >> 1]!;
  return {
    players: 3,
    flicks: log.actions.length,
    opens,
    exact,
    medianMs,
    maxMs: sorted[sorted.length - 1]!,
    goals: { ms: GOAL_MS, met: exact && medianMs < GOAL_MS },
  };
}

export function formatReopenBench(result: ReopenBenchResult): string {
  return [
    `Opening a saved JamSumo game: ${result.players} players, ${result.flicks} flicks re-simulated (CPU time of one core, ${result.opens} opens)`,
    `  median ${result.medianMs.toFixed(0)} ms, slowest ${result.maxMs.toFixed(0)} ms; every flick re-simulated as recorded: ${result.exact ? 'yes' : 'NO'}`,
    `goals (within ${result.goals.ms} ms, bit for bit): ${result.goals.met ? 'met' : 'NOT met'}`,
  ].join('\n');
}

export const reopenBench: Bench = async ({ json }, io) => {
  const result = await runReopenBench();
  io.stdout(json ? JSON.stringify({ reopen: result }, null, 2) : formatReopenBench(result));
};
