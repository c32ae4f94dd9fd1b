// One frame of the live picture as pixels for the reader, scaled so its longer side is at most 640:
// enough for dice that fill a tenth of the picture, and small enough to read ten frames a second
// (frame-detail.ts asks for more when the dice look small).
import type { DiceImage } from './reading.ts';

export const FRAME_LONG_SIDE = 640;

export function frameSize(width: number, height: number, longSide = FRAME_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class FrameCapture {
  private readonly canvas = document.createElement('canvas');
  private readonly context = this.canvas.getContext('2d', { willReadFrequently: true });

  /** The video's current frame, at most `longSide` px on its longer side, or null before the first frame arrives. */
  capture(video: HTMLVideoElement, longSide = FRAME_LONG_SIDE): DiceImage | null {
    if (!this.context || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
      return null;
    }
    const { width, height } = frameSize(video.videoWidth, video.videoHeight, longSide);
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    this.context.drawImage(video, 0, 0, width, height);
    const { data } = this.context.getImageData(0, 0, width, height);
    return { width, height, data, channels: 4 };
  }
}
