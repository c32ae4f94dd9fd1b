// Hand-made game states for the players' tests: real dice entered as given, sheets filled as needed.
import {
  createJambGame,
  DEFAULT_JAMB_OPTIONS,
  JAMB_CATEGORIES,
  type JambColumn,
  type JambSheet,
  type JambState,
} from '@dicetable/rules/jamb';
import { applyJamb } from './jamb/game.ts';

export function realJamb(sheet?: JambSheet): JambState {
  const state = createJambGame({
    players: [{ name: 'Ana' }],
    diceMode: 'real',
    seed: 1,
    options: DEFAULT_JAMB_OPTIONS,
  });
  return sheet ? { ...state, sheets: [sheet] } : state;
}

/** The state after entering each throw in turn (held dice must keep their values). */
export function throwsOf(state: JambState, ...throws: number[][]): JambState {
  let current = state;
  for (const dice of throws) current = applyJamb(current, { type: 'enter', dice });
  return current;
}

/** A sheet with these columns full of zeros. */
export function sheetWithFull(...columns: JambColumn[]): JambSheet {
  const zeros = Object.fromEntries(JAMB_CATEGORIES.map((category) => [category, 0]));
  return {
    down: columns.includes('down') ? zeros : {},
    up: columns.includes('up') ? zeros : {},
    free: columns.includes('free') ? zeros : {},
    announced: columns.includes('announced') ? zeros : {},
  };
}
