export * from './dice/multiset.ts';
export * from './dice/prng.ts';
export * from './dice/turn.ts';
export * from './log/game-log.ts';
export * from './result.ts';
