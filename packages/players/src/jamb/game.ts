// The thin seam between the players and the Jamb rules: moves go through the one game interface
// (jambRules); the structured view of the legal moves (which cells, announcements, holds) comes from the
// Jamb reducer, which the planners read far more cheaply than a flat list of actions.
import {
  DEFAULT_JAMB_OPTIONS,
  type JambAction,
  type JambLegalActions,
  type JambOptions,
  type JambState,
  jambRules,
  jambSheetTotals,
  legalJambActions,
} from '@dicetable/rules/jamb';

export function applyJamb(state: JambState, action: JambAction): JambState {
  const next = jambRules.apply(state, action);
  if (!next.ok) throw new Error(`illegal Jamb action ${JSON.stringify(action)}: ${next.error.message}`);
  return next.value;
}

export const legalJamb = (state: JambState): JambLegalActions => legalJambActions(state);

export function newSoloJamb(seed: number, options: JambOptions = DEFAULT_JAMB_OPTIONS): JambState {
  return jambRules.initialState({ players: [{ name: 'Solo' }], diceMode: 'app', seed, options });
}

export const jambTotal = (state: JambState, player = 0): number =>
  jambSheetTotals(state.sheets[player]!, state.setup.options).total;
