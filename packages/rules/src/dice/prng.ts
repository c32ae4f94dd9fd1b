// Seeded random numbers whose whole state is plain data, so it can live inside a game state,
// be saved with it and make every replay roll the same dice. Algorithm: sfc32 (small, fast, passes
// PractRand), seeded through splitmix32 so that nearby seeds give unrelated streams.

/** Four unsigned 32-bit words. */
export type RngState = readonly [number, number, number, number];

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seedRng(seed: number): RngState {
  const next = splitmix32(seed);
  let state: RngState = [next(), next(), next(), next()];
  // Discard the first outputs: sfc32 mixes poorly for its first few steps.
  for (let i = 0; i < 12; i++) state = nextUint32(state).state;
  return state;
}

export function nextUint32(state: RngState): { value: number; state: RngState } {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) >>> 0;
  return { value: t, state: [a >>> 0, b >>> 0, c >>> 0, d] };
}

/**
 * How many 32-bit draws the generator made between two of its states. sfc32's fourth word counts its
 * steps, so the difference of the counters is exact (modulo 2^32, far beyond any game).
 */
export function drawsBetween(start: RngState, now: RngState): number {
  return (now[3] - start[3]) >>> 0;
}

/** The generator after `count` draws whose values nobody sees (the draws an undone roll used). */
export function skipDraws(state: RngState, count: number): RngState {
  let current = state;
  for (let i = 0; i < count; i++) current = nextUint32(current).state;
  return current;
}

/** A uniform integer in [0, bound), without modulo bias. */
export function nextBelow(state: RngState, bound: number): { value: number; state: RngState } {
  const limit = 0x100000000 - (0x100000000 % bound);
  let current = state;
  for (;;) {
    const step = nextUint32(current);
    current = step.state;
    if (step.value < limit) return { value: step.value % bound, state: current };
  }
}

/** Rolls `count` six-sided dice. */
export function rollDice(state: RngState, count: number): { values: number[]; state: RngState } {
  const values: number[] = [];
  let current = state;
  for (let i = 0; i < count; i++) {
    const step = nextBelow(current, 6);
    values.push(step.value + 1);
    current = step.state;
  }
  return { values, state: current };
}

/** A fresh seed for a new game, from the platform's crypto source when there is one. */
export function randomSeed(): number {
  const crypto = (globalThis as { crypto?: { getRandomValues(array: Uint32Array): Uint32Array } }).crypto;
  if (crypto) return crypto.getRandomValues(new Uint32Array(1))[0]!;
  return Math.floor(Math.random() * 0x100000000) >>> 0;
}

export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffffffff)
  );
}
