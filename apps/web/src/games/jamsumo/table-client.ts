// The game screen's handle on its JamSumo table, which runs in a Web Worker.

import type {
  FlickMove,
  FlickPlayed,
  Landing,
  OpenedTable,
  SessionResult,
  TablePoses,
} from '@dicetable/engine/jamsumo-table';
import type { Decision } from '@dicetable/players/jamsumo';
import type { GameLog } from '@dicetable/rules';
import type { Placement } from '@dicetable/rules/jamsumo';
import type { TableReply, TableRequest } from './table-protocol.ts';

type Question = TableRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface TableClient {
  /** Re-simulates a saved game; rejects when the engine cannot run here. */
  open(log: GameLog): Promise<SessionResult<OpenedTable>>;
  /** The game and its world at the end of `log` (after an undo). */
  position(log: GameLog): Promise<SessionResult<OpenedTable>>;
  flick(log: GameLog, move: FlickMove): Promise<SessionResult<FlickPlayed>>;
  preview(log: GameLog, die: number, placement: Placement): Promise<SessionResult<TablePoses>>;
  /** Where `move` would send its die on an empty board from the position at the end of `log`. */
  landing(log: GameLog, move: FlickMove): Promise<SessionResult<Landing>>;
  /** The flick of the computer seat whose turn it is at the end of `log` (planned where the table runs). */
  plan(log: GameLog): Promise<SessionResult<Decision>>;
  /** Done with the table; questions already asked are still answered (a flick being made is recorded). */
  close(): void;
}

function clientOf(ask: (question: Question) => Promise<unknown>, close: () => void): TableClient {
  return {
    open: (log) => ask({ method: 'open', log }) as Promise<SessionResult<OpenedTable>>,
    position: (log) => ask({ method: 'position', log }) as Promise<SessionResult<OpenedTable>>,
    flick: (log, move) => ask({ method: 'flick', log, move }) as Promise<SessionResult<FlickPlayed>>,
    preview: (log, die, placement) =>
      ask({ method: 'preview', log, die, placement }) as Promise<SessionResult<TablePoses>>,
    landing: (log, move) => ask({ method: 'landing', log, move }) as Promise<SessionResult<Landing>>,
    plan: (log) => ask({ method: 'plan', log }) as Promise<SessionResult<Decision>>,
    close,
  };
}

/** The table in a Web Worker (the engine's WASM loads there). */
export function startTableWorker(): TableClient {
  const worker = new Worker(new URL('./table-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let next = 0;
  let closing = false;
  const endIfDone = () => {
    if (closing && waiting.size === 0) worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<TableReply>) => {
    const reply = event.data;
    const asked = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('failure' in reply) asked?.reject(new Error(reply.failure));
    else asked?.resolve(reply.result);
    endIfDone();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const asked of waiting.values()) asked.reject(new Error(event.message || 'table worker failed'));
    waiting.clear();
  };
  return clientOf(
    (question) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...question, id });
      }),
    () => {
      closing = true;
      endIfDone();
    },
  );
}
