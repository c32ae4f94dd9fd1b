// Plays the physics world in real time: each animation frame advances the world by the frame's
// duration (the world's fixed-step accumulator does the rest) and then draws, until every die rests.
// Independent of WebGL, so a screen without 3D still simulates and gets its outcomes.

/** The part of a PhysicsWorld the loop drives. */
export interface Steppable {
  advance(seconds: number): number;
  isResting(): boolean;
}

export interface SimulationLoopOptions {
  /** After each advanced frame (draw here), with the seconds it advanced. */
  readonly onFrame?: (seconds: number) => void;
  /** Once everything rests (resting true), or when the time limit is reached (false). */
  readonly onSettle?: (result: { resting: boolean; seconds: number }) => void;
  /** Simulated seconds after which the loop stops even if something still moves (default 20). */
  readonly maxSeconds?: number;
}

export interface SimulationLoop {
  /** Starts (or continues) playing until everything rests. */
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/** A frame longer than this (a hidden tab, a hiccup) counts as this long, so the dice do not jump. */
const MAX_FRAME_SECONDS = 1 / 20;

export function createSimulationLoop(world: Steppable, options: SimulationLoopOptions = {}): SimulationLoop {
  const maxSeconds = options.maxSeconds ?? 20;
  const raf: (cb: FrameRequestCallback) => number =
    globalThis.requestAnimationFrame?.bind(globalThis) ??
    ((cb) => setTimeout(() => cb(performance.now()), 16) as unknown as number);
  const caf: (id: number) => void =
    globalThis.cancelAnimationFrame?.bind(globalThis) ?? ((id) => clearTimeout(id));
  let request = 0;
  let last = 0;
  let simulated = 0;
  let running = false;

  const frame = (now: number) => {
    request = 0;
    if (!running) return;
    const dt = last === 0 ? 1 / 60 : Math.min((now - last) / 1000, MAX_FRAME_SECONDS);
    last = now;
    world.advance(dt);
    simulated += dt;
    options.onFrame?.(dt);
    const resting = world.isResting();
    if (resting || simulated >= maxSeconds) {
      running = false;
      options.onSettle?.({ resting, seconds: simulated });
      return;
    }
    request = raf(frame);
  };

  return {
    start() {
      if (running) return;
      running = true;
      last = 0;
      simulated = 0;
      request = raf(frame);
    },
    stop() {
      running = false;
      if (request) caf(request);
      request = 0;
    },
    get running() {
      return running;
    },
  };
}
