// Re-simulating a saved JamSumo game on the engine: every flick is made again and must settle to the
// board recorded in the log. Strictly (`dicetable replay --strict`) a flick that does not is refused;
// otherwise the game resumes from what was recorded — the rules take the recorded outcomes and the world
// takes the recorded rest states — so a game saved under an older engine loses nothing.
import { type GameLog, type Outcome, ok } from '@dicetable/rules';
import { type GameLogRefusal, isBurn, jamSumoRules, replayWith } from '@dicetable/rules/game';
import type { FlickAction, FlickOutcome, JamSumoLog, JamSumoState } from '@dicetable/rules/jamsumo';
import { decodeRest } from './rest-state.ts';
import {
  afterAction,
  parkedDie,
  roundLayout,
  simulateFlick,
  type Table,
  type TableLayout,
  type TableWorld,
} from './table.ts';

function sameOutcome(a: FlickOutcome, b: FlickOutcome): boolean {
  const key = (o: FlickOutcome) =>
    JSON.stringify({
      dice: [...o.dice]
        .sort((x, y) => x.die - y.die)
        .map((d) => [d.die, d.location, d.platform ?? null, d.flat, d.top ?? null]),
      touched: [...o.touched].sort((x, y) => x - y),
      world: o.world ?? null,
    });
  return key(a) === key(b);
}

/** A log as the rules replayed it: every state, states[0] the start and states[i + 1] after action i. */
export interface RulesReplay {
  readonly log: JamSumoLog;
  readonly states: readonly JamSumoState[];
}

/** A refusal by the rules, or `replay-diverged` when a strict re-simulation differs from the record. */
export type TableResult<T> = Outcome<T, GameLogRefusal<string>>;

/** A saved game opened on the engine. */
export interface Reopened {
  readonly state: JamSumoState;
  /**
   * Set when re-simulation stopped matching the log: the index of the first flick that settled
   * differently. From there on the game follows what was recorded.
   */
  readonly resumedAt?: number;
}

export interface ReopenOptions {
  /** Refuse (`replay-diverged`) instead of resuming from the recorded outcomes. */
  readonly strict?: boolean;
  /** After the setup (index −1) and after each action, with the world in position for the next turn. */
  readonly onState?: (state: JamSumoState, index: number) => void;
}

/**
 * After a recorded flick the engine no longer re-simulates: the world takes the recorded rest state
 * (every die in play where it lay, the others parked); a log without one keeps the re-simulated world,
 * brought in line with the rules.
 */
function followRecord(table: Table, before: JamSumoState, after: JamSumoState, action: FlickAction): void {
  const rest = decodeRest(action.outcome.rest, after.dice.length);
  const sameRound = after.round === before.round && !after.finished;
  const complete = rest && after.dice.every((d, i) => (d.status === 'play') === rest.has(i));
  if (!sameRound || !rest || !complete) {
    afterAction(table, before, after);
    return;
  }
  table.world.reset(
    table.board,
    after.dice.map((_, i) => rest.get(i) ?? parkedDie(table.board, i)),
  );
}

/**
 * Re-simulates the flicks of a game the rules have replayed (`replayWith(jamSumoRules, log, { states:
 * true })`: every action parsed, checked and applied once, burns included). Score-pad rounds and burns
 * move no die. A replay the rules stopped early is re-simulated up to where they stopped.
 */
export function reopen(
  world: TableWorld,
  layout: TableLayout,
  replay: RulesReplay,
  options: ReopenOptions = {},
): TableResult<Reopened> {
  const { log, states } = replay;
  const start = states[0]!;
  let resumedAt: number | undefined;
  const board = start.setup.board;
  const table = board && start.setup.table === 'flick' ? { world, board, layout } : undefined;
  if (table) world.reset(table.board, roundLayout(table, start));
  options.onState?.(start, -1);
  for (const [index, action] of log.actions.entries()) {
    const before = states[index]!;
    const after = states[index + 1]!;
    if (table && !isBurn(action) && action.type === 'flick') {
      if (resumedAt === undefined) {
        const outcome = simulateFlick(table, before, action);
        const recorded = action.outcome.world === undefined ? { ...outcome, world: undefined } : outcome;
        if (!sameOutcome(recorded, action.outcome)) {
          if (options.strict) {
            return {
              ok: false,
              error: {
                actionIndex: index,
                code: 'replay-diverged',
                message: 'Re-simulating this flick does not give the board that was recorded.',
              },
            };
          }
          resumedAt = index;
        }
      }
      if (resumedAt === undefined) afterAction(table, before, after);
      else followRecord(table, before, after, action);
    }
    options.onState?.(after, index);
  }
  const state = states[log.actions.length]!;
  return ok(resumedAt === undefined ? { state } : { state, resumedAt });
}

/** The rules' replay of a log and then its flicks re-simulated: a refusal of either, or the game. */
export function reopenLog(
  world: TableWorld,
  layout: TableLayout,
  log: GameLog,
  options: ReopenOptions = {},
): TableResult<Reopened> {
  const replay = replayWith(jamSumoRules, log, { states: true });
  if (!replay.ok) return { ok: false, error: replay.error };
  return reopen(world, layout, { log: replay.log, states: replay.states! }, options);
}
