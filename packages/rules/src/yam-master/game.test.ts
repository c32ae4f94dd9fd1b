import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayWith } from '../game/replay.ts';
import { dropLastAction } from '../log/game-log.ts';
import type { YamAction } from './actions.ts';
import {
  applyAction,
  initialState,
  legalActions,
  placeableSquares,
  qualifyingLabels,
  type YamState,
} from './game.ts';
import { pointsOf } from './lines.ts';
import { newYamLog } from './replay.ts';
import { yamMasterRules } from './rules.ts';
import { appSetup, defi, dice, hold, pass, place, play, realSetup, remove } from './test-helpers.ts';

const errorOf = (state: YamState, action: YamAction) => {
  const result = applyAction(state, action);
  return result.ok ? 'ok' : result.error.code;
};

describe('a Yam Master turn', () => {
  it('places on a free square of a qualifying label and passes the turn', () => {
    const state = play([dice(1, 1, 1, 2, 3), place(0, 0)]);
    expect(state.board[0]).toBe(0);
    expect(state.placed).toEqual([1, 0]);
    expect(state.current).toBe(1);
    expect(state.turn.dice).toBeNull();
  });

  it('refuses a square whose figure the dice do not make, or that is taken', () => {
    const rolled = play([dice(1, 1, 1, 2, 3)]);
    expect(errorOf(rolled, place(0, 1))).toBe('label-not-made');
    expect(errorOf(rolled, place(5, 0))).toBe('bad-square');
    const taken = play([dice(1, 1, 1, 2, 3), place(0, 0), dice(1, 1, 1, 4, 5)]);
    expect(errorOf(taken, place(0, 0))).toBe('square-taken');
    expect(errorOf(taken, place(3, 4))).toBe('ok');
  });

  it('offers sec only when the turn ends on the first roll', () => {
    const first = play([dice(2, 2, 5, 5, 5)]);
    expect(qualifyingLabels(first)).toEqual(['5', 'full', 'sec']);
    expect(errorOf(first, place(1, 2))).toBe('ok');
    const second = play([dice(2, 2, 5, 5, 1), ...hold(0, 1, 2, 3), dice(2, 2, 5, 5, 5)]);
    expect(qualifyingLabels(second)).toEqual(['5', 'full']);
    expect(errorOf(second, place(1, 2))).toBe('label-not-made');
  });

  it('allows a Défi only between roll 1 and roll 2, and then at least one more roll', () => {
    expect(errorOf(initialState(realSetup), defi)).toBe('defi-not-now');
    const declared = play([dice(1, 2, 3, 4, 6), defi]);
    expect(errorOf(declared, defi)).toBe('defi-not-now');
    expect(errorOf(declared, pass)).toBe('defi-needs-roll');
    expect(qualifyingLabels(declared)).toEqual([]);
    expect(errorOf(play([dice(1, 2, 3, 4, 6), dice(1, 2, 3, 4, 6)]), defi)).toBe('defi-not-now');
  });

  it('lets a successful Défi place on a défi square or any other qualifying square', () => {
    const success = play([dice(1, 2, 3, 4, 6), defi, ...hold(0, 1, 2, 3), dice(1, 2, 3, 4, 5)]);
    expect(qualifyingLabels(success)).toEqual(['defi', 'suite']);
    expect(errorOf(success, place(0, 2))).toBe('ok');
    expect(errorOf(success, place(2, 4))).toBe('ok');
  });

  it('ends a failed Défi without any placement, even of a brelan', () => {
    const failed = play([dice(6, 6, 1, 2, 4), defi, ...hold(0, 1), dice(6, 6, 6, 2, 4), dice(6, 6, 6, 2, 3)]);
    expect(qualifyingLabels(failed)).toEqual([]);
    expect(errorOf(failed, place(0, 4))).toBe('defi-failed');
    expect(legalActions(failed)).toEqual([pass]);
    const after = play([pass], failed);
    expect(after.lastTurn?.outcome).toBe('defi-failed');
    expect(after.board.every((owner) => owner === null)).toBe(true);
  });

  it('lets a Yam remove an opponent token for good instead of placing', () => {
    const state = play([dice(1, 1, 1, 2, 3), place(0, 0), dice(4, 4, 4, 4, 4)]);
    expect(errorOf(state, remove(1, 1))).toBe('not-opponent-token');
    const after = play([remove(0, 0)], state);
    expect(after.board[0]).toBeNull();
    expect(after.placed).toEqual([1, 0]);
    expect(after.lost).toEqual([1, 0]);
    expect(after.lastTurn?.outcome).toBe('removed');
    const noYam = play([dice(4, 4, 4, 4, 1)], after);
    expect(errorOf(noYam, remove(0, 0))).toBe('not-a-yam');
  });

  it('wins at once with a line of five', () => {
    const rowZero = [
      [dice(1, 1, 1, 2, 3), place(0, 0)],
      [dice(3, 3, 3, 2, 5), place(0, 1)],
      [dice(2, 2, 4, 4, 4), place(0, 3)],
      [dice(6, 6, 6, 1, 2), place(0, 4)],
      [dice(1, 2, 3, 4, 6), defi, dice(1, 1, 1, 2, 2), place(0, 2)],
    ];
    const actions = rowZero.flatMap((turn, index) =>
      index < rowZero.length - 1 ? [...turn, dice(1, 2, 3, 4, 6), pass] : turn,
    );
    const state = play(actions);
    expect(state.result).toMatchObject({ kind: 'line', winner: 0, line: [0, 1, 2, 3, 4] });
    expect(errorOf(state, dice(1, 1, 1, 1, 1))).toBe('game-over');
    expect(legalActions(state)).toEqual([]);
  });

  it('ends on a 12th placed token and scores, a draw on equal points', () => {
    // Eleven tokens each already placed (two of them on the board): the 12th decides by points.
    const base = initialState(realSetup);
    const board = base.board.map((_, square) => (square === 0 || square === 1 ? 0 : null));
    const state: YamState = { ...base, board, placed: [11, 11] };
    const draw = play([dice(1, 1, 1, 2, 3), place(3, 4)], state);
    expect(draw.result).toEqual({ kind: 'points', winner: null, points: [0, 0] });
    const run = play([dice(1, 2, 3, 4, 6), defi, dice(1, 1, 1, 2, 2), place(0, 2)], state);
    expect(run.result).toEqual({ kind: 'points', winner: 0, points: [1, 0] });
    const notYet = play([dice(1, 1, 1, 2, 3), pass], { ...state, placed: [10, 11] });
    expect(notYet.result).toBeNull();
    const second = play([dice(1, 1, 1, 2, 3), pass, dice(6, 6, 6, 1, 2), place(0, 4)], state);
    expect(second.result).toEqual({ kind: 'points', winner: null, points: [0, 0] });
  });
});

/** Plays random legal actions, preferring to end turns so that games finish. */
function randomGame(seed: number, choices: number[], realDice: boolean) {
  let state = initialState(realDice ? realSetup : appSetup(seed));
  const log: YamAction[] = [];
  for (const choice of choices) {
    if (state.result) break;
    const actions = legalActions(state);
    expect(actions.length).toBeGreaterThan(0);
    const enders = actions.filter((action) => action.type === 'place' || action.type === 'remove');
    const pool = enders.length > 0 && choice % 3 !== 0 ? enders : actions;
    const action = pool[choice % pool.length]!;
    const next = applyAction(state, action);
    expect(next.ok).toBe(true);
    if (next.ok) state = next.value;
    log.push(action);
  }
  return { state, log };
}

describe('Yam Master invariants under random legal play', () => {
  const choices = fc.array(fc.nat(1_000_000), { minLength: 50, maxLength: 200 });

  it('accepts every legal action and keeps the tokens consistent', () => {
    fc.assert(
      fc.property(fc.nat(), choices, fc.boolean(), (seed, picks, realDice) => {
        const { state } = randomGame(seed, picks, realDice);
        for (const player of [0, 1] as const) {
          const onBoard = state.board.filter((owner) => owner === player).length;
          expect(onBoard).toBe(state.placed[player] - state.lost[player]);
          expect(state.placed[player]).toBeLessThanOrEqual(12);
        }
        if (state.result) {
          expect(state.result.points).toEqual(pointsOf(state.board));
          if (state.result.kind === 'points') expect(Math.max(...state.placed)).toBe(12);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('only ever lights squares that are free and carry a qualifying label', () => {
    fc.assert(
      fc.property(fc.nat(), choices, (seed, picks) => {
        const { state } = randomGame(seed, picks.slice(0, 60), false);
        const labels = qualifyingLabels(state);
        for (const square of placeableSquares(state)) {
          expect(state.board[square]).toBeNull();
          expect(labels).toContain(state.labels[square]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('refuses every action that legalActions does not list (sampled)', () => {
    const candidates: YamAction[] = [
      { type: 'roll' },
      { type: 'defi' },
      { type: 'pass' },
      ...[0, 6, 12, 24].flatMap((s): YamAction[] => [
        { type: 'place', row: Math.floor(s / 5), column: s % 5 },
        { type: 'remove', row: Math.floor(s / 5), column: s % 5 },
      ]),
    ];
    fc.assert(
      fc.property(fc.nat(), choices, (seed, picks) => {
        const { state } = randomGame(seed, picks.slice(0, 40), false);
        const legal = legalActions(state).map((action) => JSON.stringify(action));
        for (const candidate of candidates) {
          expect(applyAction(state, candidate).ok).toBe(legal.includes(JSON.stringify(candidate)));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('replays a log to the same game, and undo is the replay without the last action', () => {
    fc.assert(
      fc.property(fc.nat(), choices, (seed, picks) => {
        const { state, log } = randomGame(seed, picks.slice(0, 80), false);
        const full = { ...newYamLog(appSetup(seed)), actions: log };
        const replayed = replayWith(yamMasterRules, full);
        expect(replayed.ok && replayed.state).toEqual(state);
        if (log.length === 0) return;
        const before = randomGame(seed, picks.slice(0, log.length - 1), false).state;
        const undone = replayWith(yamMasterRules, dropLastAction(full));
        expect(undone.ok && undone.state).toEqual(before);
      }),
      { numRuns: 30 },
    );
  });
});
