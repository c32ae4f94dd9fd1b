// The thin seam between the players and the Jamb rules: everything the players need from the game goes
// through here, so that moving to the shared game interface changes this file only.
import {
  applyJambAction,
  createJambGame,
  DEFAULT_JAMB_OPTIONS,
  type JambAction,
  type JambLegalActions,
  type JambOptions,
  type JambState,
  jambSheetTotals,
  legalJambActions,
} from '@dicetable/rules/jamb';

export function applyJamb(state: JambState, action: JambAction): JambState {
  const next = applyJambAction(state, action);
  if (!next.ok) throw new Error(`illegal Jamb action ${JSON.stringify(action)}: ${next.error.message}`);
  return next.value;
}

export const legalJamb = (state: JambState): JambLegalActions => legalJambActions(state);

export function newSoloJamb(seed: number, options: JambOptions = DEFAULT_JAMB_OPTIONS): JambState {
  return createJambGame({ players: [{ name: 'Solo' }], diceMode: 'app', seed, options });
}

export const jambTotal = (state: JambState, player = 0): number =>
  jambSheetTotals(state.sheets[player]!, state.setup.options).total;
