import { describe, expect, it } from 'vitest';
import { playFrames } from './playback.ts';

function fakeClock() {
  let time = 0;
  let pending: (() => void) | undefined;
  return {
    now: () => time,
    nextFrame(callback: () => void) {
      pending = callback;
      return () => {
        pending = undefined;
      };
    },
    /** Advances the clock and runs the scheduled frame. */
    frame(ms: number) {
      time += ms;
      const run = pending;
      pending = undefined;
      run?.();
    },
  };
}

describe('playing back a recorded flick', () => {
  it('shows the recorded frames at their pace, skipping frames a slow screen missed, and ends on the last', async () => {
    const frames = Float32Array.from({ length: 10 * 2 }, (_, i) => Math.floor(i / 2));
    const clock = fakeClock();
    const shown: number[] = [];
    const playback = playFrames(frames, 2, (frame) => shown.push(frame[0]!), clock);
    clock.frame(1000 / 60);
    clock.frame(1000 / 60);
    clock.frame(50); // a slow frame: frames 3 and 4 are never drawn
    for (let i = 0; i < 10; i++) clock.frame(1000 / 60);
    await playback.done;
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(9);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.length).toBeLessThan(10);
  });

  it('ends at once when stopped, and for an empty recording', async () => {
    const clock = fakeClock();
    const playback = playFrames(new Float32Array(40), 2, () => undefined, clock);
    playback.stop();
    await playback.done;
    await playFrames(new Float32Array(0), 2, () => undefined, clock).done;
  });
});
