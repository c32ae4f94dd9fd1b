// JPEG and PNG files to RGBA pixels, with a reason code for each way a file can fail.
// jpeg-js and pngjs are pure JavaScript: no native build, the same results on every machine.
import { readFile } from 'node:fs/promises';
import type { DiceImage } from '@dicetable/vision';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export type ImageErrorCode = 'unreadable' | 'not-an-image' | 'corrupt-image';

export class ImageError extends Error {
  constructor(
    readonly code: ImageErrorCode,
    message: string,
    /** What the message is made of, for saying it in another language. */
    readonly reason = '',
    readonly format = '',
  ) {
    super(message);
  }
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
/** Larger pictures are refused rather than risking the memory of a small machine. */
const MAX_MEGAPIXELS = 64;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

export function decodeImage(bytes: Uint8Array): DiceImage {
  const isPng = startsWith(bytes, PNG_MAGIC);
  if (!isPng && !startsWith(bytes, JPEG_MAGIC)) {
    throw new ImageError('not-an-image', 'not a JPEG or PNG file');
  }
  try {
    if (isPng) {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return { width: png.width, height: png.height, data: png.data, channels: 4 };
    }
    const picture = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_MEGAPIXELS,
      maxMemoryUsageInMB: 1024,
    });
    return { width: picture.width, height: picture.height, data: picture.data, channels: 4 };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const format = isPng ? 'PNG' : 'JPEG';
    throw new ImageError('corrupt-image', `cannot decode the ${format} data: ${reason}`, reason, format);
  }
}

export async function readImageFile(file: string): Promise<DiceImage> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ImageError('unreadable', `cannot read the file (${reason})`, reason);
  }
  return decodeImage(bytes);
}
