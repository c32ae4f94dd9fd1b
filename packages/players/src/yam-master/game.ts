// The thin seam between the players and the Yam Master rules: the one game interface (yamMasterRules).
import { type YamAction, type YamState, yamMasterRules } from '@dicetable/rules/yam-master';

export function applyYam(state: YamState, action: YamAction): YamState {
  const next = yamMasterRules.apply(state, action);
  if (!next.ok) throw new Error(`illegal Yam Master action ${JSON.stringify(action)}: ${next.error.message}`);
  return next.value;
}

export const legalYam = (state: YamState): readonly YamAction[] => yamMasterRules.legalActions(state);

export function newYamGame(seed: number): YamState {
  return yamMasterRules.initialState({
    players: [
      { name: 'First', colour: 1 },
      { name: 'Second', colour: 2 },
    ],
    dice: 'app',
    seed,
  });
}
