// Starts the dice reader in its own worker. The worker's code and the reader's weights load only here,
// when the camera is first used, never with the app shell.
import { ReaderClient, type ReaderPort } from './reader-protocol.ts';

export function startReader(): ReaderClient {
  const worker = new Worker(new URL('./reader.worker.ts', import.meta.url), { type: 'module' });
  return new ReaderClient(worker as unknown as ReaderPort);
}
