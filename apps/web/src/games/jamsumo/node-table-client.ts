// The table worker's session run in the caller's own thread, on the engine's Node build: for unit tests
// that play JamSumo through the app's controller exactly as the worker would.
import { TableSession } from '@dicetable/engine/jamsumo-table';
import { computerTurn } from '@dicetable/players/jamsumo';
import type { TableClient } from './table-client.ts';

export async function nodeTableClient(): Promise<TableClient> {
  const { loadPhysicsWorld } = await import('@dicetable/engine/node');
  const world = await loadPhysicsWorld();
  const table = new TableSession(world);
  return {
    open: async (log) => table.open(log),
    position: async (log) => table.position(log),
    flick: async (log, move) => table.flick(log, move),
    preview: async (log, die, placement) => table.preview(log, die, placement),
    landing: async (log, move) => table.landing(log, move),
    plan: async (log) => computerTurn(world, table, log),
    close: () => undefined,
  };
}
