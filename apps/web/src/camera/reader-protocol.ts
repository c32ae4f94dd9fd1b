// The messages between the page and the dice reader's worker: the page sends one frame with an id, the
// worker answers the dice it read (or why it could not) with the same id. Both sides are plain
// functions here so the protocol is tested without a worker.
import type { DiceImage, DiceReading } from './reading.ts';

export interface ReadRequest {
  id: number;
  image: DiceImage;
}

export type ReadReply =
  | { id: number; dice: DiceReading[]; ms: number }
  | { id: number; error: { code: 'bad-image' | 'reader-failed'; message: string } };

export type ReadDice = (image: DiceImage) => DiceReading[] | Promise<DiceReading[]>;

function imageProblem(image: unknown): string | null {
  if (typeof image !== 'object' || image === null) return 'no image';
  const { width, height, channels, data } = image as Partial<DiceImage>;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width! < 1 || height! < 1) {
    return 'width and height must be positive integers';
  }
  if (channels !== 1 && channels !== 4) return 'channels must be 1 or 4';
  if (!(data instanceof Uint8Array || data instanceof Uint8ClampedArray)) return 'data must be bytes';
  if (data.length !== width! * height! * channels) return 'data does not match width × height × channels';
  return null;
}

/** The worker's side: reads one request's image and answers, never throwing. */
export async function answerRead(
  request: ReadRequest,
  read: ReadDice,
  now: () => number = () => performance.now(),
): Promise<ReadReply> {
  const { id } = request;
  const problem = imageProblem(request.image);
  if (problem) return { id, error: { code: 'bad-image', message: problem } };
  const started = now();
  try {
    const dice = await read(request.image);
    return { id, dice, ms: now() - started };
  } catch (error) {
    return { id, error: { code: 'reader-failed', message: String(error) } };
  }
}

/** What the page needs of a worker (a real Worker, or a stand-in in tests). */
export interface ReaderPort {
  postMessage(message: ReadRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ReadReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  terminate(): void;
}

/** The page's side: one promise per frame sent; a worker that fails to start rejects them all. */
export class ReaderClient {
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (dice: DiceReading[]) => void; reject: (error: Error) => void }
  >();
  private broken: Error | null = null;

  constructor(private readonly port: ReaderPort) {
    port.onmessage = ({ data }) => {
      const entry = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if (!entry) return;
      if ('dice' in data) entry.resolve(data.dice);
      else entry.reject(new Error(`${data.error.code}: ${data.error.message}`));
    };
    port.onerror = () => this.fail(new Error('reader-failed: the dice reader did not start'));
  }

  /** Reads one frame; its pixels move to the worker (the image's buffer is empty afterwards). */
  read(image: DiceImage): Promise<DiceReading[]> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.postMessage({ id, image }, [image.data.buffer]);
    });
  }

  stop(): void {
    this.port.terminate();
    this.fail(new Error('reader-failed: the dice reader was stopped'));
  }

  private fail(error: Error): void {
    this.broken = error;
    for (const entry of this.waiting.values()) entry.reject(error);
    this.waiting.clear();
  }
}
