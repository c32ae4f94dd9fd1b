// Re-simulating a saved JamSumo game on the engine: every flick is made again and must settle to the
// board recorded in the log. Strictly (`dicetable replay --strict`) a flick that does not is refused;
// otherwise the game resumes from what was recorded — the rules take the recorded outcomes and the world
// takes the recorded rest states — so a game saved under an older engine loses nothing.
import { type GameLog, ok } from '@dicetable/rules';
import { isBurn } from '@dicetable/rules/game';
import {
  applyAction,
  type FlickAction,
  type FlickOutcome,
  type JamSumoAction,
  type JamSumoState,
  newGame,
  type ReplayResult,
  validateSetup,
} from '@dicetable/rules/jamsumo';
import { decodeRest } from './rest-state.ts';
import {
  afterAction,
  parkedDie,
  roundLayout,
  simulateFlick,
  type Table,
  type TableBoard,
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

/** Re-simulates a whole `flick` game (score-pad rounds are applied as they are, burns skipped). */
export function reopen(
  world: TableWorld,
  layout: TableLayout,
  log: GameLog,
  options: ReopenOptions = {},
): ReplayResult<Reopened> {
  const setup = validateSetup(log.setup);
  if (!setup.ok) return { ok: false, error: { actionIndex: -1, ...setup.error } };
  let state = newGame(setup.value);
  let resumedAt: number | undefined;
  const board = setup.value.board as unknown as TableBoard | undefined;
  const table = board ? { world, board, layout } : undefined;
  if (table && setup.value.table === 'flick') world.reset(table.board, roundLayout(table, state));
  options.onState?.(state, -1);
  for (const [index, action] of (log.actions as JamSumoAction[]).entries()) {
    // A burn (left by undo) skips random draws, and JamSumo draws none.
    if (isBurn(action)) {
      options.onState?.(state, index);
      continue;
    }
    if (action?.type === 'flick' && table && state.setup.table === 'flick' && !state.finished) {
      const valid = applyAction(state, action);
      if (!valid.ok) return { ok: false, error: { actionIndex: index, ...valid.error } };
      if (resumedAt === undefined) {
        const outcome = simulateFlick(table, state, action);
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
      if (resumedAt === undefined) afterAction(table, state, valid.value);
      else followRecord(table, state, valid.value, action);
      state = valid.value;
    } else {
      const next = applyAction(state, action);
      if (!next.ok) return { ok: false, error: { actionIndex: index, ...next.error } };
      state = next.value;
    }
    options.onState?.(state, index);
  }
  return ok(resumedAt === undefined ? { state } : { state, resumedAt });
}

/**
 * Re-simulates a whole `flick` game strictly: every flick must settle to the outcome (and the world
 * fingerprint) recorded in the log; then the rules apply it.
 */
export function resimulate(
  world: TableWorld,
  layout: TableLayout,
  log: GameLog,
  onState?: (state: JamSumoState, index: number) => void,
): ReplayResult<JamSumoState> {
  const reopened = reopen(world, layout, log, { strict: true, ...(onState ? { onState } : {}) });
  return reopened.ok ? ok(reopened.value.state) : reopened;
}
