import type { TunedReader } from '@dicetable/vision';
import { describe, expect, it, vi } from 'vitest';
import {
  answerRead,
  createWorkerSide,
  type ReadDice,
  ReaderClient,
  type ReaderPort,
  type ReaderRequest,
  type Tuner,
} from './reader-protocol.ts';
import type { DiceImage, DiceReading } from './reading.ts';

const image = (width = 4, height = 2): DiceImage => ({
  width,
  height,
  channels: 4,
  data: new Uint8ClampedArray(width * height * 4),
});

const reading: DiceReading[] = [{ value: 4, box: [1, 0, 2, 2], confidence: 0.8 }];

const tunedReader = (dice: number): TunedReader => ({ trained: 'net', dice, faces: new Float32Array(3) });

/** A tuner that crops a box as its four numbers and its frame's width, and tunes to a count of dice. */
const fakeTuner = (): Tuner & { using: (TunedReader | null)[] } => {
  const using: (TunedReader | null)[] = [];
  return {
    using,
    crop: (frame, box) => Uint8Array.from([...box, frame.width]),
    tune: (examples) => tunedReader(examples.length),
    use: (tuned) => {
      using.push(tuned);
      return tuned?.trained !== 'another net';
    },
  };
};

/** A worker stand-in that answers on the next turn with the protocol's own worker side. */
function fakeWorker(read: ReadDice, tuner: Tuner = fakeTuner()) {
  const sent: { request: ReaderRequest; transfer: Transferable[] }[] = [];
  const answer = createWorkerSide(read, tuner);
  const port: ReaderPort = {
    onmessage: null,
    onerror: null,
    terminate: vi.fn(),
    postMessage(request, transfer) {
      sent.push({ request, transfer });
      void answer(request).then((reply) => port.onmessage?.({ data: reply } as MessageEvent));
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

describe('tuning through the worker', () => {
  it('crops the confirmed dice from the last frame read, none before a frame', async () => {
    const client = new ReaderClient(fakeWorker(() => reading).port);
    expect(await client.crops([[1, 2, 3, 4]])).toEqual([]);
    await client.read(image(8, 8));
    await client.read(image(6, 6));
    expect(await client.crops([[1, 2, 3, 4]])).toEqual([Uint8Array.from([1, 2, 3, 4, 6])]);
  });

  it('keeps the last frame read right, not one refused', async () => {
    const client = new ReaderClient(fakeWorker(() => reading).port);
    await client.read(image(6, 6));
    const bad = { ...image(8, 8), data: new Uint8ClampedArray(3) };
    await expect(client.read(bad)).rejects.toThrow(/bad-image/);
    expect(await client.crops([[0, 0, 1, 1]])).toEqual([Uint8Array.from([0, 0, 1, 1, 6])]);
  });

  it('tunes on the dice sent and hands the tuned rows to the reader, or the trained ones back', async () => {
    const tuner = fakeTuner();
    const client = new ReaderClient(fakeWorker(() => reading, tuner).port);
    const examples = [1, 2, 3].map((value) => ({ pixels: new Uint8Array(4), value: value as 1 }));
    const tuned = await client.tune(examples);
    expect(tuned.dice).toBe(3);
    expect(await client.use(tuned)).toBe(true);
    expect(await client.use({ ...tuned, trained: 'another net' })).toBe(false);
    expect(await client.use(null)).toBe(true);
    expect(tuner.using).toEqual([tuned, { ...tuned, trained: 'another net' }, null]);
  });

  it('answers a tuning that fails with an error, and goes on reading', async () => {
    const tuner = {
      ...fakeTuner(),
      tune: () => {
        throw new Error('out of memory');
      },
    };
    const client = new ReaderClient(fakeWorker(() => reading, tuner).port);
    await expect(client.tune([])).rejects.toThrow(/reader-failed: Error: out of memory/);
    expect(await client.read(image())).toEqual(reading);
  });
});
