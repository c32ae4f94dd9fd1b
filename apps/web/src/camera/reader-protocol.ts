// The messages between the page and the dice reader's worker: the page sends one frame with an id, the
// worker answers the dice it read (or why it could not) with the same id. When the player lets the reader
// learn their dice, the page also asks for the crops of the confirmed dice in the last frame read, has the
// worker tune the reader on kept crops, and hands it tuned face rows to read with. Both sides are plain
// functions here so the protocol is tested without a worker.
import type { TunedReader, TuningExample } from '@dicetable/vision';
import type { DiceImage, DiceReading } from './reading.ts';

export interface ReadRequest {
  id: number;
  image: DiceImage;
}

export type Box = DiceReading['box'];

/** The other things the worker is asked: crops of boxes in the last frame read, tuning, tuned rows to use. */
export type TuningRequest =
  | { id: number; kind: 'crops'; boxes: Box[] }
  | { id: number; kind: 'tune'; examples: TuningExample[] }
  | { id: number; kind: 'use'; tuned: TunedReader | null };

export type ReaderRequest = ReadRequest | TuningRequest;

type Failure = { id: number; error: { code: 'bad-image' | 'reader-failed'; message: string } };

export type ReadReply = { id: number; dice: DiceReading[]; ms: number } | Failure;

export type TuningReply =
  | { id: number; crops: Uint8Array[] }
  | { id: number; tuned: TunedReader; ms: number }
  | { id: number; used: boolean }
  | Failure;

export type ReaderReply = ReadReply | TuningReply;

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

/** What the worker does with the tuning requests: the reader's side of tuning.ts, with the last frame read. */
export interface Tuner {
  crop(image: DiceImage, box: Box): Uint8Array;
  tune(examples: TuningExample[]): TunedReader;
  use(tuned: TunedReader | null): boolean;
}

/**
 * The worker's side of everything: frames are read (and the last one kept for its crops), tuning requests
 * answered; it never throws. `crops` before any frame was read answers no crops.
 */
export function createWorkerSide(read: ReadDice, tuner: Tuner, now: () => number = () => performance.now()) {
  let lastFrame: DiceImage | null = null;
  return async (request: ReaderRequest): Promise<ReaderReply> => {
    if (!('kind' in request)) {
      const reply = await answerRead(request, read, now);
      if ('dice' in reply) lastFrame = request.image;
      return reply;
    }
    const { id } = request;
    try {
      if (request.kind === 'crops') {
        const frame = lastFrame;
        return { id, crops: frame ? request.boxes.map((box) => tuner.crop(frame, box)) : [] };
      }
      if (request.kind === 'tune') {
        const started = now();
        const tuned = tuner.tune(request.examples);
        return { id, tuned, ms: now() - started };
      }
      return { id, used: tuner.use(request.tuned) };
    } catch (error) {
      return { id, error: { code: 'reader-failed', message: String(error) } };
    }
  };
}

/** What the page needs of a worker (a real Worker, or a stand-in in tests). */
export interface ReaderPort {
  postMessage(message: ReaderRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ReaderReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  terminate(): void;
}

/** The page's side: one promise per frame sent; a worker that fails to start rejects them all. */
export class ReaderClient {
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (reply: ReaderReply) => void; reject: (error: Error) => void }
  >();
  private broken: Error | null = null;

  constructor(private readonly port: ReaderPort) {
    port.onmessage = ({ data }) => {
      const entry = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if (!entry) return;
      if ('error' in data) entry.reject(new Error(`${data.error.code}: ${data.error.message}`));
      else entry.resolve(data);
    };
    port.onerror = () => this.fail(new Error('reader-failed: the dice reader did not start'));
  }

  private ask<Kind extends TuningRequest['kind']>(
    request: Omit<Extract<TuningRequest, { kind: Kind }>, 'id'> | { image: DiceImage },
    transfer: Transferable[] = [],
  ): Promise<ReaderReply> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.postMessage({ id, ...request } as ReaderRequest, transfer);
    });
  }

  /** Reads one frame; its pixels move to the worker (the image's buffer is empty afterwards). */
  async read(image: DiceImage): Promise<DiceReading[]> {
    const reply = await this.ask({ image }, [image.data.buffer]);
    return (reply as { dice: DiceReading[] }).dice;
  }

  /** The classifier's crops of these boxes (in the last frame's pixels) in the last frame read. */
  async crops(boxes: Box[]): Promise<Uint8Array[]> {
    const reply = await this.ask<'crops'>({ kind: 'crops', boxes });
    return (reply as { crops: Uint8Array[] }).crops;
  }

  /** The reader tuned on these dice (computed in the worker; the worker goes on reading as before). */
  async tune(examples: TuningExample[]): Promise<TunedReader> {
    const reply = await this.ask<'tune'>({ kind: 'tune', examples });
    return (reply as { tuned: TunedReader }).tuned;
  }

  /** Has the worker read with these tuned rows (null: as trained); false if they do not fit its nets. */
  async use(tuned: TunedReader | null): Promise<boolean> {
    const reply = await this.ask<'use'>({ kind: 'use', tuned });
    return (reply as { used: boolean }).used;
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
