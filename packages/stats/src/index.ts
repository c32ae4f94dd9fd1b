// Statistics of finished games and the fair-dice check: pure functions of game logs, shared by the app
// and the `dicetable` command.
export * from './chi-square.ts';
export * from './dice-check.ts';
export * from './finished-game.ts';
export * from './jamb-stats.ts';
export * from './jamsumo-stats.ts';
export * from './player-stats.ts';
export * from './real-dice.ts';
export * from './statistics-csv.ts';
export * from './yam-master-stats.ts';
