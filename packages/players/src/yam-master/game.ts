// The thin seam between the players and the Yam Master rules: the one game interface (yamMasterRules).
import { type YamAction, type YamState, yamMasterRules } from '@dicetable/rules/yam-master';

export function applyYam(state: YamState, action: YamAction): YamState {
  const next = yamMasterRules.apply(state, action);
  if (!next.ok) throw new Error(`illegal Yam Master action ${JSON.stringify(action)}: ${next.error.message}`);
  return next.value;
}

export const legalYam = (state: YamState): readonly YamAction[] => yamMasterRules.legalActions(state);

export const yamOver = (state: YamState): boolean => yamMasterRules.isOver(state);

/** The seat that won, or null while the game goes on and after a draw. */
export function yamWinner(state: YamState): 0 | 1 | null {
  const winners = yamMasterRules.result(state)?.winners ?? [];
  return winners.length === 1 ? (winners[0] as 0 | 1) : null;
}

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
