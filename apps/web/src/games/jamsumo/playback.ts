// Plays a recorded flick back in real time: frame i of the recording (60 Hz) is shown at i / 60 s.
// Nothing is simulated here; the outcome was recorded before the first frame is drawn.

export const FRAME_SECONDS = 1 / 60;

export interface Playback {
  /** Resolves when the last frame has been shown (or the playback was stopped). */
  readonly done: Promise<void>;
  stop(): void;
}

/**
 * Shows `frames` (frameLength floats each) one after another through `show`, at the pace they were
 * recorded. `now` and `nextFrame` are the clock and the frame scheduler (the browser's by default).
 */
export function playFrames(
  frames: Float32Array,
  frameLength: number,
  show: (frame: Float32Array) => void,
  clock: { now(): number; nextFrame(callback: () => void): () => void } = browserClock,
): Playback {
  const count = frameLength > 0 ? Math.floor(frames.length / frameLength) : 0;
  let cancel: (() => void) | undefined;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const start = clock.now();
  let shown = -1;
  const tick = () => {
    const due = Math.min(count - 1, Math.floor((clock.now() - start) / 1000 / FRAME_SECONDS));
    if (due > shown) {
      shown = due;
      show(frames.subarray(due * frameLength, (due + 1) * frameLength));
    }
    if (shown >= count - 1) {
      cancel = undefined;
      finish();
    } else cancel = clock.nextFrame(tick);
  };
  if (count === 0) finish();
  else tick();
  return {
    done,
    stop() {
      cancel?.();
      cancel = undefined;
      finish();
    },
  };
}

const browserClock = {
  now: () => performance.now(),
  nextFrame(callback: () => void) {
    const id = requestAnimationFrame(() => callback());
    return () => cancelAnimationFrame(id);
  },
};
