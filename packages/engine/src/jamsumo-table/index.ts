// JamSumo on the engine's dice world: placing the rules' dice, making flicks, fingerprints and re-simulation.
export * from './table.ts';
