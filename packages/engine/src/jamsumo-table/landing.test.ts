import { createJamSumoLog, type JamSumoMode } from '@dicetable/rules/jamsumo';
import { beforeAll, describe, expect, it } from 'vitest';
import { atan2 } from '../deterministic-math.ts';
import { loadPhysicsWorld } from '../node.ts';
import type { WasmPhysicsWorld } from '../physics.ts';
import { defaultBoard } from '../physics-board.ts';
import type { FlickMove } from './play.ts';
import { platformOfSeat } from './table.ts';
import { TableSession } from './table-session.ts';

function newLog(mode: JamSumoMode) {
  return createJamSumoLog(
    {
      players: ['Ann', 'Bram'].map((name, colour) => ({ name, colour })),
      mode,
      table: 'flick',
      firstMarker: 0,
      board: { ...defaultBoard(2) },
    },
    new Date('2026-12-01T12:00:00Z'),
  );
}

/** Ann's first flick of a Jam game: a supply die put on her platform, flicked a little off the hole. */
const jamFlick = (strength: number, height = 0.1): FlickMove => ({
  die: 0,
  direction: -Math.PI / 2 + 0.35,
  strength,
  height,
  place: { platform: platformOfSeat(0, 2), offset: 0, yaw: 0 },
});

describe('the landing mark (a flick on an empty board)', () => {
  let world: WasmPhysicsWorld;
  beforeAll(async () => {
    world = await loadPhysicsWorld();
  });

  it('is where the real flick leaves its die when the board is empty, to the last bit', () => {
    const session = new TableSession(world);
    const log = newLog('jam');
    for (const strength of [0.05, 0.2, 0.4]) {
      const landing = session.landing(log, jamFlick(strength));
      if (!landing.ok) throw new Error(landing.error.message);
      expect(landing.value.location).toBe('board');
      const played = session.flick(log, jamFlick(strength));
      if (!played.ok) throw new Error(played.error.message);
      const [x, , z] = world.dieState(0).position;
      expect([landing.value.x, landing.value.z]).toEqual([x, z]);
    }
  });

  it('goes farther for a stronger flick, and a gentle one moves the die less than its own size', () => {
    const session = new TableSession(world);
    const log = newLog('jam');
    const distances = [0, 0.02, 0.05, 0.1, 0.2, 0.3].map((strength) => {
      const landing = session.landing(log, jamFlick(strength));
      if (!landing.ok) throw new Error(landing.error.message);
      return landing.value.distance;
    });
    for (let i = 1; i < distances.length; i++) expect(distances[i]!).toBeGreaterThan(distances[i - 1]!);
    expect(distances[0]!).toBeLessThan(defaultBoard(2).dieSize);
  });

  it('says where a die leaves the board for the hole, and leaves the table as it was', () => {
    const session = new TableSession(world);
    const log = newLog('jam');
    const straight = { ...jamFlick(0.5), direction: -Math.PI / 2 };
    const before = session.flick(log, straight);
    const landing = session.landing(log, straight);
    const after = session.flick(log, straight);
    if (!landing.ok || !before.ok || !after.ok) throw new Error('refused');
    expect(landing.value.location).toBe('hole');
    const board = defaultBoard(2);
    const r = Math.hypot(landing.value.x, landing.value.z);
    expect(r).toBeGreaterThanOrEqual(board.holeRadius);
    expect(r).toBeLessThan(board.holeRadius + board.dieSize);
    expect(after.value.action).toEqual(before.value.action);
  });

  it('ignores the other dice: in Sumo a die aimed through a row of its own lands beyond them', () => {
    const session = new TableSession(world);
    const log = newLog('sumo');
    const opened = session.open(log);
    if (!opened.ok) throw new Error(opened.error.message);
    // Die 0 flicked sideways along its row: on the table it meets die 1 at once; on the empty board it slides on.
    const p = opened.value.table.poses;
    const along = atan2(p[7 + 2]! - p[2]!, p[7]! - p[0]!);
    const move = { die: 0, direction: along, strength: 0.15, height: 0 };
    const landing = session.landing(log, move);
    if (!landing.ok) throw new Error(landing.error.message);
    expect(landing.value.distance).toBeGreaterThan(defaultBoard(2).dieSize * 2);
  });
});
