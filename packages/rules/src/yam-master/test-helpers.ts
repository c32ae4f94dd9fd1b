// Shared by the Yam Master tests: setups and a way to play a list of actions.
import type { YamAction } from './actions.ts';
import { applyAction, initialState, type YamState } from './game.ts';
import type { YamSetup } from './setup.ts';

export const realSetup: YamSetup = {
  players: [
    { name: 'Ana', colour: 1 },
    { name: 'Ben', colour: 2 },
  ],
  dice: 'real',
};

export const appSetup = (seed: number): YamSetup => ({ ...realSetup, dice: 'app', seed });

export function play(actions: readonly YamAction[], state: YamState = initialState(realSetup)): YamState {
  let current = state;
  for (const [index, action] of actions.entries()) {
    const next = applyAction(current, action);
    if (!next.ok) throw new Error(`action ${index} ${JSON.stringify(action)}: ${next.error.code}`);
    current = next.value;
  }
  return current;
}

export const dice = (...values: number[]): YamAction => ({ type: 'dice', values });
export const place = (row: number, column: number): YamAction => ({ type: 'place', row, column });
export const remove = (row: number, column: number): YamAction => ({ type: 'remove', row, column });
export const hold = (...dieIndices: number[]): YamAction[] =>
  dieIndices.map((die) => ({ type: 'hold', die, held: true }));
export const pass: YamAction = { type: 'pass' };
export const defi: YamAction = { type: 'defi' };
