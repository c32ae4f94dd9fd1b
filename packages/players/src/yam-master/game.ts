// The thin seam between the players and the Yam Master rules (see ../jamb/game.ts).
import {
  applyAction,
  initialState,
  legalActions,
  type YamAction,
  type YamState,
} from '@dicetable/rules/yam-master';

export function applyYam(state: YamState, action: YamAction): YamState {
  const next = applyAction(state, action);
  if (!next.ok) throw new Error(`illegal Yam Master action ${JSON.stringify(action)}: ${next.error.message}`);
  return next.value;
}

export const legalYam = (state: YamState): YamAction[] => legalActions(state);

export function newYamGame(seed: number): YamState {
  return initialState({
    players: [
      { name: 'First', colour: 1 },
      { name: 'Second', colour: 2 },
    ],
    dice: 'app',
    seed,
  });
}
