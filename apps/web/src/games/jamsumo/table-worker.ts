// The JamSumo table in a worker: the engine's WASM world lives here, so making a flick and re-simulating
// a saved game never hold up the page; the page only plays back the poses it is sent.
import { loadPhysicsWorld, type WasmPhysicsWorld } from '@dicetable/engine/browser';
import { TableSession } from '@dicetable/engine/jamsumo-table';
import { computerTurn } from '@dicetable/players/jamsumo';
import type { TableReply, TableRequest } from './table-protocol.ts';

const session = loadPhysicsWorld().then((world) => ({ world, table: new TableSession(world) }));
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TableRequest>) => void) | null;
  postMessage(message: TableReply, transfer?: Transferable[]): void;
};

function answer(
  request: TableRequest,
  { world, table }: { world: WasmPhysicsWorld; table: TableSession },
): unknown {
  switch (request.method) {
    case 'open':
      return table.open(request.log);
    case 'position':
      return table.position(request.log);
    case 'flick':
      return table.flick(request.log, request.move);
    case 'landing':
      return table.landing(request.log, request.move);
    case 'preview':
      return table.preview(request.log, request.die, request.placement);
    case 'plan':
      return computerTurn(world, table, request.log);
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  session.then(
    (table) => {
      const result = answer(request, table);
      const frames = (result as { value?: { frames?: Float32Array } }).value?.frames;
      scope.postMessage({ id: request.id, result }, frames ? [frames.buffer] : []);
    },
    (error: unknown) => scope.postMessage({ id: request.id, failure: String(error) }),
  );
};
