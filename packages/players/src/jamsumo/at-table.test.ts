import { defaultBoard, type WasmPhysicsWorld } from '@dicetable/engine';
import { TableSession } from '@dicetable/engine/jamsumo-table';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { appendAction } from '@dicetable/rules';
import { checkMove, createJamSumoLog } from '@dicetable/rules/jamsumo';
import { beforeAll, describe, expect, it } from 'vitest';
import { computerTurn } from './at-table.ts';

let world: WasmPhysicsWorld;
beforeAll(async () => {
  world = await loadPhysicsWorld();
});

const log = createJamSumoLog(
  {
    players: [
      { name: 'Ann', colour: 0 },
      { name: 'Computer', colour: 1, computer: 'good' },
    ],
    mode: 'sumo',
    table: 'flick',
    firstMarker: 1,
    board: { ...defaultBoard(2) },
  },
  new Date('2026-11-30T12:00:00Z'),
);

describe('a computer seat in a table session', () => {
  it('decides a legal flick, the same when asked again, and the session plays it like any flick', () => {
    const session = new TableSession(world);
    const first = computerTurn(world, session, log);
    const again = computerTurn(world, new TableSession(world), log);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.value).toEqual(first.value);
    const state = session.position(log);
    if (!state.ok) throw new Error(state.error.message);
    expect(checkMove(state.value.state, { type: 'flick', ...first.value.flick }).ok).toBe(true);
    const played = session.flick(log, first.value.flick);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.value.action).toMatchObject(first.value.flick);
    // Then it is Ann's turn: no computer decision.
    const next = appendAction(log, played.value.action);
    expect(computerTurn(world, session, next)).toMatchObject({ ok: false, error: { code: 'not-computer' } });
  });
});
