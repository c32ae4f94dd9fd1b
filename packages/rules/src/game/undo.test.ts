// Undo never reveals the future: across any play with undos, no roll reuses a draw of the generator
// that an earlier roll (undone or not) used, and the log — through JSON, as saved, exported and
// imported — replays to exactly the game that was played.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import groupLog from '../jamb/fixtures/three-players-house-rules.log.json' with { type: 'json' };
import { applyJambAction, createJambGame } from '../jamb/game.ts';
import { jambRules } from '../jamb/rules.ts';
import { appendAction, createGameLog, type GameLog } from '../log/game-log.ts';
import pointsLog from '../yam-master/fixtures/points-app-dice.json' with { type: 'json' };
import { applyAction, initialState } from '../yam-master/game.ts';
import { yamMasterRules } from '../yam-master/rules.ts';
import type { AnyGameRules } from './game-rules.ts';
import { openGameLog, replayGameLog, replayWith } from './replay.ts';
import { canUndo, undoLastAction } from './undo.ts';

const CREATED = new Date('2026-11-30T12:00:00Z');

const jambLog = (seed: number, players = 1) =>
  createGameLog(
    'jamb',
    {
      players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
      diceMode: 'app',
      seed,
      options: {},
    },
    CREATED,
  );

const yamLog = (seed: number) =>
  createGameLog(
    'yam-master',
    {
      players: [
        { name: 'Ana', colour: 1 },
        { name: 'Ben', colour: 2 },
      ],
      dice: 'app',
      seed,
    },
    CREATED,
  );

/** One step of a session: play the n-th legal action (modulo how many there are), or undo. */
const stepArb = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((pick) => ({ undo: false, pick })) },
  { weight: 1, arbitrary: fc.constant({ undo: true, pick: 0 }) },
);

/** Plays the steps like the app does: apply and append, or undo; checks the invariants at each step. */
function playSession(rules: AnyGameRules, start: GameLog, steps: { undo: boolean; pick: number }[]): number {
  let log = start;
  const opened = replayGameLog(log);
  if (!opened.ok) throw new Error(opened.error.code);
  let state = opened.state;
  let highWater = rules.draws(state);
  let burningUndos = 0;
  for (const step of steps) {
    const before = rules.draws(state);
    if (step.undo) {
      if (!canUndo(log)) continue;
      const undone = undoLastAction(log)!;
      log = undone.log;
      state = undone.state;
      if (undone.burned > 0) burningUndos += 1;
      // The generator never goes back: what was drawn stays drawn.
      expect(rules.draws(state)).toBe(before);
    } else {
      const legal = rules.legalActions(state) as unknown[];
      if (legal.length === 0) continue;
      const action = legal[step.pick % legal.length];
      const next = rules.apply(state, action);
      if (!next.ok) throw new Error(`legal action refused: ${next.error.code}`);
      state = next.value;
      log = appendAction(log, action);
      const after = rules.draws(state);
      if (after > before) {
        // A roll: its draws lie past every draw any earlier roll made, undone or not.
        expect(before).toBeGreaterThanOrEqual(highWater);
        highWater = after;
      }
    }
    // Saved, exported and imported as JSON, the log is exactly this game.
    const reopened = openGameLog(JSON.stringify(log));
    if (!reopened.ok) throw new Error(`${reopened.error.code} at ${reopened.error.actionIndex}`);
    expect(reopened.state).toEqual(state);
  }
  return burningUndos;
}

describe('undo never reveals the future', () => {
  it.each([
    ['Jamb', jambRules, (seed: number) => jambLog(seed, 1 + (seed % 3))],
    ['Yam Master', yamMasterRules, yamLog],
  ] as const)(
    '%s: no roll after an undo reuses a draw, and the log replays to the same game',
    (_, rules, newLog) => {
      let burningUndos = 0;
      fc.assert(
        fc.property(fc.nat(), fc.array(stepArb, { maxLength: 60 }), (seed, steps) => {
          burningUndos += playSession(rules, newLog(seed), steps);
        }),
        { numRuns: 60 },
      );
      // The runs did take rolls back (not only holds).
      expect(burningUndos).toBeGreaterThan(10);
    },
  );

  it('rolls fresh dice after undoing a roll, and again after undoing that roll', () => {
    const roll = { type: 'roll' } as const;
    const rolled = appendAction(jambLog(42), roll);
    const first = replayWith(jambRules, rolled);
    const undone = undoLastAction(rolled, jambRules)!;
    expect(undone.log.actions).toEqual([{ type: 'burn', draws: undone.burned }]);
    expect(undone.burned).toBeGreaterThanOrEqual(5);
    const again = appendAction(undone.log, roll);
    const second = undoLastAction(again, jambRules)!;
    // Two undone rolls in a row leave one burn of both.
    expect(second.log.actions).toEqual([{ type: 'burn', draws: jambRules.draws(second.state) }]);
    expect(second.burned).toBe(jambRules.draws(second.state));
    const third = replayWith(jambRules, appendAction(second.log, roll));
    const draws = [first, replayWith(jambRules, again), third].map((r) =>
      r.ok ? jambRules.draws(r.state) : -1,
    );
    // Each roll starts where the one before it (undone) ended.
    expect(draws[0]).toBe(undone.burned);
    expect(draws[1]).toBeGreaterThan(draws[0]!);
    expect(draws[2]).toBeGreaterThan(draws[1]!);
  });

  it('keeps a roll written into the log with burns the same forever (the format is an interface)', () => {
    const log = { ...jambLog(7), actions: [{ type: 'burn', draws: 5 }, { type: 'roll' }] };
    const replay = replayGameLog(log);
    if (!replay.ok) throw new Error(replay.error.code);
    const state = replay.state as ReturnType<typeof createJambGame>;
    const plain = applyJambAction(createJambGame(log.setup as never), { type: 'roll' });
    if (!plain.ok) throw new Error(plain.error.code);
    expect(state.turn.dice).not.toEqual(plain.value.turn.dice);
    expect(state.turn.dice).toEqual([4, 3, 6, 5, 1]);
  });

  it('undoes a move that drew nothing without a burn, and keeps burns already there', () => {
    let log = appendAction(jambLog(3), { type: 'roll' });
    log = appendAction(log, { type: 'hold', die: 0 });
    const undoneHold = undoLastAction(log)!;
    expect(undoneHold.log.actions).toEqual([{ type: 'roll' }]);
    const undoneRoll = undoLastAction(undoneHold.log)!;
    const burn = undoneRoll.log.actions[0] as { draws: number };
    const withHold = appendAction(appendAction(undoneRoll.log, { type: 'roll' }), { type: 'hold', die: 1 });
    const merged = undoLastAction(undoLastAction(withHold)!.log)!;
    expect(merged.log.actions).toHaveLength(1);
    expect((merged.log.actions[0] as { draws: number }).draws).toBeGreaterThan(burn.draws);
    expect(undoLastAction(merged.log)).toBeNull();
    expect(canUndo(merged.log)).toBe(false);
  });
});

/** A log played straight through a game's reducer, as every replay did before burns existed. */
function reducerFold<State, Action>(
  start: (setup: never) => State,
  apply: (
    state: State,
    action: Action,
  ) => { ok: true; value: State } | { ok: false; error: { code: string } },
) {
  return (log: GameLog) =>
    log.actions.reduce<State>(
      (state, action) => {
        const next = apply(state, action as Action);
        if (!next.ok) throw new Error(next.error.code);
        return next.value;
      },
      start(log.setup as never),
    );
}

describe('logs written before burns existed', () => {
  it.each([
    ['Jamb', groupLog, reducerFold(createJambGame, applyJambAction)],
    ['Yam Master', pointsLog, reducerFold(initialState, applyAction)],
  ] as const)('%s: replay exactly as the reducer plays them', (_, recorded, fold) => {
    const replay = openGameLog(JSON.stringify(recorded));
    if (!replay.ok) throw new Error(replay.error.code);
    expect(replay.state).toEqual(fold(recorded as unknown as GameLog));
    expect(replay.log.actions).toEqual((recorded as unknown as GameLog).actions);
  });
});
