import type { Page } from '@playwright/test';

export interface JambStart {
  /** Names to fill in, one seat each; with none, the one seat keeps its given name. */
  players?: readonly string[];
  dice?: 'App dice' | 'Real dice';
  /** Seats (from 1) played by the computer, with its level. */
  computers?: Readonly<Record<number, string>>;
  /** Labels of the rule options to tick. */
  rules?: readonly string[];
  /** Rolls once after the start (only with the app's dice). */
  roll?: boolean;
}

export function startJambGame(page: Page, options?: JambStart): Promise<void>;
