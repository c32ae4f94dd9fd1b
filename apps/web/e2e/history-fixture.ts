// Finished games recorded in the rules package, gathered into one history file for a test to import.
import { readFileSync } from 'node:fs';

/** A recorded game log of the rules package, by its path under packages/rules/src. */
export const ruleFixture = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/rules/src/${path}`, import.meta.url), 'utf8'));

/** A history file holding these game logs, as the app exports one. */
export const historyFile = (games: readonly unknown[]) =>
  JSON.stringify({
    format: 'dicetable-history',
    version: 1,
    exportedAt: '2026-11-30T12:00:00.000Z',
    players: [],
    games,
  });
