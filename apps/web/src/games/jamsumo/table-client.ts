// The game screen's handle on its JamSumo table: the same questions whether the table runs in a worker
// (the app) or in this thread (unit tests).
import type {
  FlickMove,
  FlickPlayed,
  OpenedTable,
  SessionResult,
  TablePoses,
  TableSession,
} from '@dicetable/engine/jamsumo-table';
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

/** The table in this thread, around a session the caller made (for tests). */
export function localTable(session: TableSession): TableClient {
  return clientOf(
    async (question) => {
      switch (question.method) {
        case 'open':
          return session.open(question.log);
        case 'position':
          return session.position(question.log);
        case 'flick':
          return session.flick(question.log, question.move);
        case 'preview':
          return session.preview(question.log, question.die, question.placement);
      }
    },
    () => undefined,
  );
}
