// The JamSumo computer players: the baselines do what their definitions say, every player only ever
// makes legal flicks, and the same seed gives the same decisions and games.

import {
  defaultBoard,
  POSE_STRIDE,
  seededRandom,
  towardsCentre,
  type WasmPhysicsWorld,
} from '@dicetable/engine';
import {
  engineLayout,
  placedDie,
  platformOfSeat,
  playFlick,
  roundLayout,
} from '@dicetable/engine/jamsumo-table';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import {
  checkMove,
  type JamSumoMode,
  type JamSumoSetup,
  type JamSumoState,
  newGame,
} from '@dicetable/rules/jamsumo';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { aimerMove, randomMove } from './baselines.ts';
import { playMatch } from './match.ts';
import type { PlannerTable } from './planner.ts';
import { decide, PLAYER_KINDS, type PlayerKind } from './players.ts';
import { settleQuickly } from './quick-settle.ts';
import { slideMetresPerStrength, strengthFor } from './reach.ts';

let world: WasmPhysicsWorld;
beforeAll(async () => {
  world = await loadPhysicsWorld();
});

function freshTable(mode: JamSumoMode, players: number, firstMarker = 0) {
  const board = defaultBoard(players);
  const setup: JamSumoSetup = {
    players: Array.from({ length: players }, (_, seat) => ({ name: `P${seat + 1}`, colour: seat })),
    mode,
    table: 'flick',
    firstMarker,
    board: { ...board },
  };
  const table: PlannerTable = { world, board, layout: engineLayout };
  const state = newGame(setup);
  world.reset(board, roundLayout(table, state));
  return { table, state };
}

/** A position after `flicks` random flicks (dice scattered, some out, some sunk). */
function scattered(mode: JamSumoMode, players: number, flicks: number, seed: number) {
  const { table, state: start } = freshTable(mode, players, seed % players);
  const random = seededRandom(seed);
  let state: JamSumoState = start;
  for (let i = 0; i < flicks && !state.finished; i++) {
    const move = randomMove(state, random);
    const played = playFlick(table, state, { ...move, strength: move.strength * 0.6 });
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }
  return { table, state };
}

const xz = (die: number) => {
  const p = world.poses;
  return [p[die * POSE_STRIDE]!, p[die * POSE_STRIDE + 2]!] as const;
};

describe('baselines', () => {
  it('the Jam aimer puts a supply die in the middle of its platform and slides it straight to the hole', () => {
    const { table, state } = freshTable('jam', 3, 1);
    const move = aimerMove(table, state);
    const platform = platformOfSeat(1, 3);
    expect(move.place).toEqual({ platform, offset: 0, yaw: 0 });
    expect(move.die).toBe(5);
    expect(Math.abs(move.direction - towardsCentre(table.board, platform))).toBeLessThan(1e-12);
    const [x, , z] = placedDie(table, move.place!).position;
    const perStrength = slideMetresPerStrength(world, table.board);
    expect(move.strength).toBeCloseTo(strengthFor(Math.sqrt(x * x + z * z), perStrength), 12);
    // And it does slide there: into the hole, with a steady hand.
    world.reset(table.board, roundLayout(table, state));
    const played = playFlick(table, state, move);
    expect(played.ok && played.value.state.dice[5]).toMatchObject({ status: 'out', out: 'hole' });
  });

  it('the Sumo aimer flicks its die nearest a rival die straight at it at full strength', () => {
    const { table, state } = scattered('sumo', 2, 3, 7);
    const move = aimerMove(table, state);
    const own = [0, 1, 2, 3, 4]
      .map((k) => state.current * 5 + k)
      .filter((d) => state.dice[d]!.status === 'play');
    const rivals = state.dice.flatMap((d, i) =>
      d.status === 'play' && d.at === 'board' && Math.floor(i / 5) !== state.current ? [i] : [],
    );
    const gap = (a: number, b: number) => Math.hypot(xz(a)[0] - xz(b)[0], xz(a)[1] - xz(b)[1]);
    const nearest = Math.min(...own.flatMap((a) => rivals.map((b) => gap(a, b))));
    const target = rivals.find((b) => Math.abs(gap(move.die, b) - nearest) < 1e-9)!;
    expect(target).toBeDefined();
    const [ax, az] = xz(move.die);
    const [bx, bz] = xz(target);
    expect(Math.abs(move.direction - Math.atan2(bz - az, bx - ax))).toBeLessThan(1e-12);
    expect(move.strength).toBe(1);
    expect(move.place).toBeUndefined();
  });

  it('random picks an own die and spreads direction, strength and height over their whole range', () => {
    const { state } = freshTable('jam', 2);
    const random = seededRandom(3);
    const moves = Array.from({ length: 300 }, () => randomMove(state, random));
    expect(moves.every((m) => checkMove(state, { type: 'flick', ...m }).ok)).toBe(true);
    for (const key of ['strength', 'height'] as const) {
      expect(Math.min(...moves.map((m) => m[key]))).toBeLessThan(0.05);
      expect(Math.max(...moves.map((m) => m[key]))).toBeGreaterThan(0.95);
    }
    expect(Math.max(...moves.map((m) => m.direction))).toBeGreaterThan(6);
    expect(new Set(moves.map((m) => m.place?.offset.toFixed(1))).size).toBeGreaterThan(10);
  });
});

describe('planning', () => {
  it('settling quickly reads the same board as settling fully', () => {
    const { table, state } = scattered('sumo', 3, 4, 11);
    const start = world.snapshot();
    const random = seededRandom(5);
    for (let i = 0; i < 12; i++) {
      const move = randomMove(state, random);
      world.restore(start);
      world.flick({ ...move, die: move.die });
      world.settle(30);
      const full = world.outcomes().map((o) => [o.location, o.flat, o.topFace]);
      world.restore(start);
      world.flick({ ...move, die: move.die });
      settleQuickly(world);
      expect(world.outcomes().map((o) => [o.location, o.flat, o.topFace])).toEqual(full);
    }
    void table;
  });

  it('never makes an illegal flick, in Jam and Sumo, with 2 to 5 players, at every level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<JamSumoMode>('jam', 'sumo'),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.constantFrom<PlayerKind>(...PLAYER_KINDS.filter((k) => k !== 'expert')),
        (mode, players, flicks, seed, kind) => {
          const { table, state } = scattered(mode, players, flicks, seed);
          if (state.finished) return;
          const before = world.snapshot();
          const decision = decide(kind, table, state, seed);
          expect(checkMove(state, { type: 'flick', ...decision.aim }).ok).toBe(true);
          expect(checkMove(state, { type: 'flick', ...decision.flick }).ok).toBe(true);
          // Planning leaves the world as it found it.
          expect(world.snapshot()).toEqual(before);
        },
      ),
      { numRuns: 8 },
    );
  });

  // Speed itself is measured by `dicetable simulate jamsumo --json` (candidatesPerSecond, msPerDecision), not
  // by a timed test: the expert's budget of simulations is what keeps it within 3 s at 500 flicks a second.
  it('the expert decides within a budget of 1,500 simulated flicks on a board of ten dice', () => {
    const { table, state } = freshTable('sumo', 2);
    const decision = decide('expert', table, state, 1);
    expect(decision.simulations).toBeGreaterThan(100);
    expect(decision.simulations).toBeLessThanOrEqual(1500);
  });

  it('decides the same with the same seed, and plays the same game', () => {
    const { table, state } = scattered('sumo', 2, 2, 9);
    const a = decide('good', table, state, 123);
    const b = decide('good', table, state, 123);
    expect(b).toEqual(a);
    const one = playMatch(world, { mode: 'sumo', players: ['beginner', 'aimer'], firstMarker: 1, seed: 5 });
    const two = playMatch(world, { mode: 'sumo', players: ['beginner', 'aimer'], firstMarker: 1, seed: 5 });
    expect(two.actions).toEqual(one.actions);
    expect(two.winners).toEqual(one.winners);
    expect(one.finished).toBe(true);
  });
});
