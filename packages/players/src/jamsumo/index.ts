// JamSumo computer players: planners that try flicks on the physics world, and the baselines.

export * from './at-table.ts';
export * from './baselines.ts';
export * from './evaluate.ts';
export * from './hand.ts';
export * from './match.ts';
export * from './planner.ts';
export * from './players.ts';
export * from './quick-settle.ts';
export * from './reach.ts';
export * from './simulate.ts';
