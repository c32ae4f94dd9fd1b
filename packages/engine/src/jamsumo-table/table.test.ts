import { type JamSumoSetup, jamSumoRules, newGame, type SettledLocation } from '@dicetable/rules/jamsumo';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  outcomeFromReport,
  platformOfSeat,
  roundLayout,
  seatOfPlatform,
  syncWorld,
  type Table,
  type TableBoard,
  type TableDie,
  type TableLayout,
  type TableReport,
  type TableWorld,
} from './table.ts';

const board: TableBoard = {
  boardRadius: 0.25,
  holeRadius: 0.025,
  dieSize: 0.016,
  platforms: 2,
  platformDepth: 0.04,
  platformWidth: 0.05,
  sumoLineInset: 0.06,
  bowlSlope: 0,
};

const layout: TableLayout = {
  platformAngle: (b, k) => (2 * Math.PI * k) / b.platforms,
  diePositionOnPlatform: (_b, k) => [0, 0.008, k === 0 ? 0.27 : -0.27],
  sumoStartPositions: (_b, k, count = 5) =>
    Array.from({ length: count }, (_, i) => [(i - 2) * 0.03, 0.008, k === 0 ? 0.22 : -0.22] as const),
};

/** A stand-in world: it keeps what it was given and reports dice below the board as off. */
class FakeWorld implements TableWorld {
  dice: TableDie[] = [];
  resets = 0;
  location: SettledLocation[] = [];
  get poses() {
    return Float32Array.from(this.dice.flatMap((d) => [...d.position, ...(d.orientation ?? [0, 0, 0, 1])]));
  }
  reset(_board: TableBoard, dice: readonly TableDie[]) {
    this.dice = [...dice];
    this.resets++;
    this.location = dice.map((d) => (d.position[1] < 0 ? 'off' : 'board'));
  }
  flick() {}
  settle(): TableReport {
    return { outcomes: this.outcomes(), contacts: [] };
  }
  outcomes() {
    return this.location.map((location, die) => ({ die, location, flat: true, topFace: 3 as const }));
  }
  snapshot() {
    return new Uint8Array([this.resets]);
  }
}

const setup = (mode: JamSumoSetup['mode']): JamSumoSetup => ({
  players: [
    { name: 'Ann', colour: 0 },
    { name: 'Bram', colour: 1 },
  ],
  mode,
  table: 'flick',
  firstMarker: 0,
  board: { ...board },
});

describe('the JamSumo table', () => {
  it('seats players clockwise: platform numbers run anticlockwise, so seats take them backwards', () => {
    expect([0, 1, 2, 3].map((seat) => platformOfSeat(seat, 4))).toEqual([0, 3, 2, 1]);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(4), (n, seat) => {
        fc.pre(seat < n);
        expect(seatOfPlatform(platformOfSeat(seat, n), n)).toBe(seat);
      }),
    );
  });

  it('starts a Sumo round with every die behind its owner’s line and a Jam round with all dice parked', () => {
    const world = new FakeWorld();
    const table: Table = { world, board, layout };
    const sumo = roundLayout(table, newGame(setup('sumo')));
    expect(sumo[0]!.position[2]).toBeCloseTo(0.22);
    expect(sumo[7]!.position[2]).toBeCloseTo(-0.22);
    expect(sumo.every((d) => d.topFace === 3)).toBe(true);
    expect(roundLayout(table, newGame(setup('jam'))).every((d) => d.position[1] < 0)).toBe(true);
  });

  it('lifts a missed Sumo die off the board, and leaves a world that matches the rules alone', () => {
    const world = new FakeWorld();
    const table: Table = { world, board, layout };
    const state = newGame(setup('sumo'));
    world.reset(board, roundLayout(table, state));
    syncWorld(table, state);
    expect(world.resets).toBe(1);
    const missed = jamSumoRules.apply(state, {
      type: 'flick',
      die: 0,
      direction: 0,
      strength: 0.1,
      height: 0,
      outcome: outcomeFromReport(state, 0, world.settle()),
    });
    if (!missed.ok) throw new Error(missed.error.message);
    expect(missed.value.dice[0]).toMatchObject({ status: 'out', out: 'miss' });
    syncWorld(table, missed.value);
    expect(world.resets).toBe(2);
    expect(world.dice[0]!.position[1]).toBeLessThan(0);
    expect(world.dice[1]).toMatchObject({ orientation: [0, 0, 0, 1] });
  });

  it('puts a placed supply die on its platform ledge, showing 4', () => {
    const world = new FakeWorld();
    const table: Table = { world, board, layout };
    const state = newGame(setup('jam'));
    world.reset(board, roundLayout(table, state));
    syncWorld(table, state, { die: 2, placement: { platform: 1, offset: 0, yaw: 0 } });
    expect(world.dice[2]).toMatchObject({ position: [0, 0.008, -0.27], topFace: 4 });
  });

  it('reads an outcome: what the flicked die touched, and a top face only for a die lying flat', () => {
    const state = newGame(setup('sumo'));
    const report: TableReport = {
      outcomes: state.dice.map((_, die) =>
        die === 6
          ? { die, location: 'board', flat: false }
          : die === 7
            ? { die, location: 'hole', flat: true, topFace: 2 }
            : { die, location: 'board', flat: true, topFace: 3 },
      ),
      contacts: [
        [0, 6],
        [6, 7],
        [1, 0],
      ],
    };
    const outcome = outcomeFromReport(state, 0, report);
    expect(outcome.touched).toEqual([1, 6]);
    expect(outcome.dice.find((d) => d.die === 6)).toEqual({ die: 6, location: 'board', flat: false });
    expect(outcome.dice.find((d) => d.die === 7)).toEqual({ die: 7, location: 'hole', flat: false });
    expect(
      jamSumoRules.apply(state, { type: 'flick', die: 0, direction: 0, strength: 1, height: 0, outcome }).ok,
    ).toBe(true);
  });
});
