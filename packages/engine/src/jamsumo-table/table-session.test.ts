import { appendAction, type GameLog } from '@dicetable/rules';
import { jamSumoRules, replayWith } from '@dicetable/rules/game';
import {
  createJamSumoLog,
  currentKind,
  type JamSumoAction,
  type JamSumoMode,
  type JamSumoState,
  legalActions,
} from '@dicetable/rules/jamsumo';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhysicsWorld } from '../node.ts';
import type { WasmPhysicsWorld } from '../physics.ts';
import { defaultBoard } from '../physics-board.ts';
import { POSE_STRIDE } from '../physics-types.ts';
import type { FlickMove } from './play.ts';
import { reopenLog } from './replay.ts';
import { decodeRest, encodeRest } from './rest-state.ts';
import { engineLayout, platformOfSeat } from './table.ts';
import { TableSession } from './table-session.ts';

/** Seeded moves: the first die the player may flick, towards the centre with a little scatter. */
function moveFor(state: JamSumoState, k: number): FlickMove {
  const legal = legalActions(state)[0]!;
  const scatter = ((k * 7919) % 101) / 101 - 0.5;
  const move = { die: legal.die, direction: scatter * 6, strength: 0.2 + ((k * 31) % 50) / 100, height: 0.2 };
  if (legal.type !== 'place-and-flick' || currentKind(state) !== 'jam') return move;
  const platform = platformOfSeat(state.current, state.setup.players.length);
  return { ...move, place: { platform, offset: scatter, yaw: 0 } };
}

function newLog(players: number, mode: JamSumoMode) {
  return createJamSumoLog(
    {
      players: ['Ann', 'Bram', 'Cas'].slice(0, players).map((name, colour) => ({ name, colour })),
      mode,
      table: 'flick',
      firstMarker: 0,
      board: { ...defaultBoard(players) },
    },
    new Date('2026-11-30T12:00:00Z'),
  );
}

function play(session: TableSession, log: GameLog, flicks: number) {
  let current = log;
  for (let k = 0; k < flicks; k++) {
    const state = session.position(current);
    if (!state.ok || state.value.state.finished) break;
    const played = session.flick(current, moveFor(state.value.state, k));
    if (!played.ok) throw new Error(played.error.message);
    current = appendAction(current, played.value.action);
  }
  return current;
}

describe('the table session (the app worker’s JamSumo table)', () => {
  let world: WasmPhysicsWorld;
  let check: WasmPhysicsWorld;
  let recorded: GameLog;
  beforeAll(async () => {
    world = await loadPhysicsWorld();
    check = await loadPhysicsWorld();
    recorded = play(new TableSession(world), newLog(3, 'sumo'), 30);
  });

  it('records flicks that re-simulate bit for bit, and plays each back frame by frame to its rest', () => {
    expect(recorded.actions.length).toBe(30);
    const replayed = reopenLog(check, engineLayout, recorded, { strict: true });
    expect(replayed.ok).toBe(true);
    const session = new TableSession(world);
    const shorter = { ...recorded, actions: recorded.actions.slice(0, 12) };
    const state = session.position(shorter);
    if (!state.ok) throw new Error(state.error.message);
    const played = session.flick(shorter, moveFor(state.value.state, 12));
    if (!played.ok) throw new Error(played.error.message);
    const stride = POSE_STRIDE * played.value.table.dieCount;
    expect(played.value.frames.length % stride).toBe(0);
    expect(played.value.frames.length / stride).toBeGreaterThan(1);
    expect(played.value.action).toEqual(recorded.actions[12]);
  });

  it('makes a flick off centre as recorded: the offset reaches the world and re-simulates bit for bit', () => {
    const session = new TableSession(world);
    const start = newLog(2, 'sumo');
    const position = session.position(start);
    if (!position.ok) throw new Error(position.error.message);
    const aimed = { ...moveFor(position.value.state, 3), height: 0.5, strength: 0.6 };
    const centred = session.flick(start, aimed);
    const offCentre = session.flick(start, { ...aimed, offset: 0.9 });
    if (!centred.ok || !offCentre.ok) throw new Error('flick refused');
    expect(offCentre.value.action.offset).toBe(0.9);
    expect(centred.value.action).not.toHaveProperty('offset');
    expect(offCentre.value.action.outcome.world).not.toBe(centred.value.action.outcome.world);
    const played = appendAction(start, offCentre.value.action);
    expect(reopenLog(check, engineLayout, played, { strict: true }).ok).toBe(true);
    expect(session.flick(start, { ...aimed, offset: 1.5 }).ok).toBe(false);
  });

  it('after an undo, flicks from the world as it was at that turn', () => {
    const session = new TableSession(world);
    expect(session.open(recorded).ok).toBe(true);
    const back = { ...recorded, actions: recorded.actions.slice(0, 20) };
    const position = session.position(back);
    const fresh = new TableSession(check).open(back);
    if (!position.ok || !fresh.ok) throw new Error('not opened');
    expect(position.value.table.poses).toEqual(fresh.value.table.poses);
    expect(position.value.state).toEqual(fresh.value.state);
  });

  it('resumes a game the engine no longer re-simulates from its recorded rest state, losing nothing', () => {
    // A game that stops with dice on the board, and another engine as far as it can tell: flick 9
    // was made differently.
    const restOf = (a: unknown) => decodeRest((a as { outcome: { rest: string } }).outcome.rest, 15)!;
    let end = 0;
    recorded.actions.forEach((a, i) => {
      if (i > 9 && restOf(a).size > 3) end = i;
    });
    const game = { ...recorded, actions: recorded.actions.slice(0, end + 1) };
    const actions = game.actions.map((a, i) =>
      i === 9 ? { ...(a as JamSumoAction & { type: 'flick' }), strength: 0.95 } : a,
    );
    const changed = { ...game, actions };
    const strict = reopenLog(check, engineLayout, changed, { strict: true });
    expect(strict.ok ? -2 : strict.error).toMatchObject({ code: 'replay-diverged', actionIndex: 9 });
    const opened = new TableSession(world).open(changed);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.resumedAt).toBe(9);
    const rules = replayWith(jamSumoRules, changed);
    if (!rules.ok) throw new Error(rules.error.message);
    expect(opened.value.state).toEqual(rules.state);
    // The dice lie where the last flick left them, to a hundredth of a millimetre.
    const rest = restOf(game.actions.at(-1));
    expect(rest.size).toBeGreaterThan(3);
    const reference = reopenLog(check, engineLayout, game);
    expect(reference.ok).toBe(true);
    for (const [die, pose] of rest) {
      for (let j = 0; j < 3; j++) {
        expect(Math.abs(opened.value.table.poses[die * POSE_STRIDE + j]! - pose.position[j]!)).toBeLessThan(
          2e-5,
        );
        expect(Math.abs(check.poses[die * POSE_STRIDE + j]! - pose.position[j]!)).toBeLessThan(2e-5);
      }
    }
    // And play goes on from there.
    const next = new TableSession(world).flick(changed, moveFor(opened.value.state, 99));
    expect(next.ok).toBe(true);
  });

  it('still opens a game saved before rest states were recorded', () => {
    const actions = (recorded.actions as JamSumoAction[]).map((a, i) => {
      if (a.type !== 'flick') return a;
      const { rest: _rest, ...outcome } = a.outcome;
      return { ...a, outcome, ...(i === 4 ? { strength: 0.9 } : {}) };
    });
    const old = { ...recorded, actions } as GameLog;
    const opened = new TableSession(world).open(old);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.resumedAt).toBe(4);
    expect(opened.value.state).toEqual(replayWith(jamSumoRules, old).state);
  });

  it('keeps rest states exact to a hundredth of a millimetre and refuses damaged ones', () => {
    const opened = new TableSession(world).open(recorded);
    if (!opened.ok) throw new Error(opened.error.message);
    const rest = encodeRest(world, opened.value.state);
    const decoded = decodeRest(rest, 15)!;
    const inPlay = opened.value.state.dice.flatMap((d, i) => (d.status === 'play' ? [i] : []));
    expect([...decoded.keys()]).toEqual(inPlay);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const poses = decodeRest(text, 15);
        if (poses) for (const pose of poses.values()) expect(pose.orientation).toHaveLength(4);
      }),
    );
    expect(decodeRest(`${rest}x`, 15)).toBeUndefined();
    expect(
      decodeRest(
        encodeRest(world, {
          ...opened.value.state,
          dice: opened.value.state.dice.map(() => ({ status: 'play', flat: true })),
        }),
        2,
      ),
    ).toBeUndefined();
    expect(decodeRest(42, 15)).toBeUndefined();
  });
});
