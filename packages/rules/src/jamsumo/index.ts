// The JamSumo rules: setup, the reducer over settled flick outcomes, scoring, logs.
export * from './log.ts';
export * from './reducer.ts';
export type { JamSumoReport } from './report.ts';
export * from './rules.ts';
export * from './scoring.ts';
export * from './setup.ts';
export * from './types.ts';
