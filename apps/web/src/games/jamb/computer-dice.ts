// A computer seat in a game of real dice throws the app's dice: its throw is entered in the log like a
// person's typed throw, drawn from the game's seed and the throw's place in the log, so a reload or an
// undo finds the very same dice again.
import { rollTurn, seedRng } from '@dicetable/rules';
import type { JambAction, JambState } from '@dicetable/rules/jamb';

/** The computer's throw of the dice not held, as the entry of real dice the rules record; null when no throw is allowed. */
export function computerThrow(state: JambState, actionsBefore: number): JambAction | null {
  const rng = seedRng(((state.setup.seed ?? 0) + Math.imul(actionsBefore + 1, 0x9e3779b9)) >>> 0);
  const thrown = rollTurn(state.turn, rng);
  return thrown.ok ? { type: 'enter', dice: thrown.value.turn.dice! } : null;
}
