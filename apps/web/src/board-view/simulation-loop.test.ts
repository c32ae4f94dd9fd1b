import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulationLoop } from './simulation-loop.ts';

/** A world that rests after a given amount of simulated time. */
function fakeWorld(restsAfter: number) {
  let time = 0;
  const steps: number[] = [];
  return {
    steps,
    advance(seconds: number) {
      time += seconds;
      steps.push(seconds);
      return Math.floor(seconds * 240);
    },
    isResting: () => time >= restsAfter,
  };
}

describe('simulation loop', () => {
  let callbacks: FrameRequestCallback[] = [];
  let now = 0;
  beforeEach(() => {
    callbacks = [];
    now = 0;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => callbacks.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {
      callbacks = [];
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Runs animation frames `ms` apart until none is requested. */
  function runFrames(ms: number, limit = 1000) {
    for (let i = 0; i < limit && callbacks.length > 0; i++) {
      now += ms;
      const pending = callbacks;
      callbacks = [];
      for (const cb of pending) cb(now);
    }
  }

  it('advances by each frame’s duration, draws every frame and reports once everything rests', () => {
    const world = fakeWorld(0.5);
    const frames: number[] = [];
    const settled = vi.fn();
    const loop = createSimulationLoop(world, { onFrame: (dt) => frames.push(dt), onSettle: settled });
    loop.start();
    expect(loop.running).toBe(true);
    runFrames(1000 / 60);
    expect(loop.running).toBe(false);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(settled.mock.calls[0]?.[0].resting).toBe(true);
    expect(settled.mock.calls[0]?.[0].seconds).toBeCloseTo(0.5, 1);
    expect(frames).toEqual(world.steps);
    for (const dt of world.steps) expect(dt).toBeCloseTo(1 / 60, 5);
  });

  it('counts a long pause (hidden tab, hiccup) as a short frame, so dice do not jump', () => {
    const world = fakeWorld(10);
    const loop = createSimulationLoop(world, { maxSeconds: 1 });
    loop.start();
    runFrames(3000);
    for (const dt of world.steps) expect(dt).toBeLessThanOrEqual(1 / 20);
  });

  it('stops at the time limit even if something still moves, and on request', () => {
    const world = fakeWorld(Number.POSITIVE_INFINITY);
    const settled = vi.fn();
    const loop = createSimulationLoop(world, { maxSeconds: 2, onSettle: settled });
    loop.start();
    runFrames(1000 / 60);
    expect(settled).toHaveBeenCalledWith({ resting: false, seconds: expect.closeTo(2, 1) });

    const other = fakeWorld(Number.POSITIVE_INFINITY);
    const stopped = createSimulationLoop(other);
    stopped.start();
    runFrames(1000 / 60, 3);
    stopped.stop();
    const count = other.steps.length;
    runFrames(1000 / 60, 10);
    expect(other.steps.length).toBe(count);
    expect(stopped.running).toBe(false);
  });
});
