import { describe, expect, it, vi } from 'vitest';
import {
  answerRead,
  type ReadDice,
  ReaderClient,
  type ReaderPort,
  type ReadRequest,
} from './reader-protocol.ts';
import type { DiceImage, DiceReading } from './reading.ts';

const image = (width = 4, height = 2): DiceImage => ({
  width,
  height,
  channels: 4,
  data: new Uint8ClampedArray(width * height * 4),
});

const reading: DiceReading[] = [{ value: 4, box: [1, 0, 2, 2], confidence: 0.8 }];

/** A worker stand-in that answers on the next turn with the protocol's own worker side. */
function fakeWorker(read: ReadDice) {
  const sent: { request: ReadRequest; transfer: Transferable[] }[] = [];
  const port: ReaderPort = {
    onmessage: null,
    onerror: null,
    terminate: vi.fn(),
    postMessage(request, transfer) {
      sent.push({ request, transfer });
      void answerRead(request, read).then((reply) => port.onmessage?.({ data: reply } as MessageEvent));
    },
  };
  return { port, sent };
}

describe('the worker side', () => {
  it('answers the dice read with the request’s id and the time taken', async () => {
    let clock = 10;
    const reply = await answerRead(
      { id: 7, image: image() },
      () => reading,
      () => (clock += 5),
    );
    expect(reply).toEqual({ id: 7, dice: reading, ms: 5 });
  });

  it('refuses an image whose pixels do not match its size, without reading it', async () => {
    const read = vi.fn(() => reading);
    const bad = { ...image(), data: new Uint8ClampedArray(3) };
    const reply = await answerRead({ id: 1, image: bad }, read);
    expect(reply).toMatchObject({ id: 1, error: { code: 'bad-image' } });
    expect(read).not.toHaveBeenCalled();
    const grey = { width: 2, height: 2, channels: 3 as 1, data: new Uint8Array(12) };
    expect(await answerRead({ id: 2, image: grey }, read)).toMatchObject({ error: { code: 'bad-image' } });
  });

  it('answers a reader that throws with an error, never throwing itself', async () => {
    const reply = await answerRead({ id: 3, image: image() }, () => {
      throw new Error('weights missing');
    });
    expect(reply).toEqual({ id: 3, error: { code: 'reader-failed', message: 'Error: weights missing' } });
  });
});

describe('the page side', () => {
  it('matches each answer to its frame and moves the pixels to the worker', async () => {
    const { port, sent } = fakeWorker((frame) => (frame.width === 4 ? reading : []));
    const client = new ReaderClient(port);
    const first = image();
    const [a, b] = await Promise.all([client.read(first), client.read(image(8, 8))]);
    expect(a).toEqual(reading);
    expect(b).toEqual([]);
    expect(sent.map(({ request }) => request.id)).toEqual([0, 1]);
    expect(sent[0]!.transfer).toEqual([first.data.buffer]);
  });

  it('rejects a frame the worker could not read', async () => {
    const client = new ReaderClient(fakeWorker(() => Promise.reject(new Error('no'))).port);
    await expect(client.read(image())).rejects.toThrow(/reader-failed/);
  });

  it('rejects waiting and later frames once the worker fails to start or is stopped', async () => {
    const port: ReaderPort = { onmessage: null, onerror: null, terminate: vi.fn(), postMessage: vi.fn() };
    const client = new ReaderClient(port);
    const waiting = client.read(image());
    port.onerror?.(new Event('error'));
    await expect(waiting).rejects.toThrow(/did not start/);
    await expect(client.read(image())).rejects.toThrow(/did not start/);

    const stopped = new ReaderClient(fakeWorker(() => reading).port);
    stopped.stop();
    await expect(stopped.read(image())).rejects.toThrow(/stopped/);
  });
});
