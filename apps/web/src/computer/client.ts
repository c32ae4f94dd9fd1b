// Asks the computer players, in a Web Worker where the browser has them (else on this thread, e.g. in
// unit tests). The worker and the players' code load only when a game first needs them.
import type { JambLevel, YamLevel } from '@dicetable/players';
import type { JambAction, JambState } from '@dicetable/rules/jamb';
import type { YamAction, YamState } from '@dicetable/rules/yam-master';
import type { ComputerAnswer, ComputerRequest } from './compute.ts';

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { resolve: (answer: ComputerAnswer) => void; reject: (error: Error) => void }
>();

function startWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    const started = new Worker(new URL('./computer.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<{ id: number; answer?: ComputerAnswer; error?: string }>) => {
      const { id, answer, error } = event.data;
      const entry = waiting.get(id);
      waiting.delete(id);
      if (!entry) return;
      if (answer) entry.resolve(answer);
      else entry.reject(new Error(error ?? 'the computer player failed'));
    };
    return started;
  } catch {
    return null;
  }
}

export function askComputer(request: ComputerRequest): Promise<ComputerAnswer> {
  if (worker === undefined) worker = startWorker();
  const ready = worker;
  if (!ready) return import('./compute.ts').then(({ compute }) => compute(request));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Solid stores wrap state in proxies; the worker gets a plain copy.
    ready.postMessage({ id, request: JSON.parse(JSON.stringify(request)) as ComputerRequest });
  });
}

/** The actions of the computer's next move for a seat at `level`; none if the answer is not for this game. */
export function askMove(
  game: 'jamb',
  level: JambLevel,
  seed: number,
  state: JambState,
): Promise<readonly JambAction[]>;
export function askMove(
  game: 'yam-master',
  level: YamLevel,
  seed: number,
  state: YamState,
): Promise<readonly YamAction[]>;
export async function askMove(
  game: 'jamb' | 'yam-master',
  level: JambLevel | YamLevel,
  seed: number,
  state: JambState | YamState,
): Promise<readonly (JambAction | YamAction)[]> {
  const answer = await askComputer({ game, kind: 'move', level, seed, state } as ComputerRequest);
  const expected = game === 'jamb' ? 'jamb-actions' : 'yam-actions';
  return answer.kind === expected && 'actions' in answer ? answer.actions : [];
}
