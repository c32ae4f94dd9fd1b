// The computer players' own thread: planning a turn never holds up the screen.
import { type ComputerRequest, compute } from './compute.ts';

interface Envelope {
  readonly id: number;
  readonly request: ComputerRequest;
}

self.onmessage = (event: MessageEvent<Envelope>) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, answer: compute(request) });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
