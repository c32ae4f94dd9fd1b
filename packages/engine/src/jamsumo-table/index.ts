// JamSumo on the engine's dice world: placing the rules' dice, making flicks, fingerprints, rest states
// and re-simulation.
export * from './landing.ts';
export * from './play.ts';
export * from './replay.ts';
export * from './rest-state.ts';
export * from './table.ts';
export * from './table-session.ts';
