// Milliseconds from a monotonic clock where the platform has one (timing only, never game data).
const performanceNow = (globalThis as { performance?: { now(): number } }).performance;

export const nowMs = (): number => (performanceNow ? performanceNow.now() : Date.now());
