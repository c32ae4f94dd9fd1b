// Games for the screen's tests: Ann and Bram at a fresh table, with the dice spread as a test wants.
import type { DieStatus, JamSumoPlayer, JamSumoSetup, JamSumoState } from '@dicetable/rules/jamsumo';

export const annAndBram = (
  mode: JamSumoSetup['mode'],
  table: JamSumoSetup['table'] = 'flick',
  bram: Partial<JamSumoPlayer> = {},
): JamSumoSetup => ({
  players: [
    { name: 'Ann', colour: 0 },
    { name: 'Bram', colour: 1, ...bram },
  ],
  mode,
  table,
  firstMarker: 0,
});

/** The state with die i's status replaced by statuses[i] (where given). */
export const withDice = (state: JamSumoState, statuses: readonly DieStatus[]): JamSumoState => ({
  ...state,
  dice: state.dice.map((die, i) => ({ ...die, status: statuses[i] ?? die.status })),
});
