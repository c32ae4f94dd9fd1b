import { yamMasterRules } from '@dicetable/rules/game';
import { initialState, type YamAction, type YamState } from '@dicetable/rules/yam-master';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedSquareReason } from './closed-square.ts';

const setup = (seed: number) =>
  ({
    players: [
      { name: 'Ana', colour: 1 },
      { name: 'Ben', colour: 2 },
    ],
    dice: 'app',
    seed,
  }) as const;

const play = (state: YamState, action: YamAction) => {
  const next = yamMasterRules.apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};
const at = (square: number) => ({ row: Math.floor(square / 5), column: square % 5 });

/** A game some way in: each move picked among the rules' own legal actions. */
const somewhereInAGame = fc
  .record({ seed: fc.nat(), picks: fc.array(fc.nat(), { maxLength: 60 }) })
  .map(({ seed, picks }) => {
    let state = initialState(setup(seed));
    for (const pick of picks) {
      const legal = yamMasterRules.legalActions(state);
      if (legal.length === 0) break;
      state = play(state, legal[pick % legal.length]!);
    }
    return state;
  });

describe('why a Yam Master square cannot be taken', () => {
  it('gives a reason exactly when the rules refuse the square, in placing and in removing', () => {
    fc.assert(
      fc.property(somewhereInAGame, fc.boolean(), (state, removing) => {
        for (let square = 0; square < 25; square++) {
          const action: YamAction = { type: removing ? 'remove' : 'place', ...at(square) };
          const accepted = yamMasterRules.apply(state, action).ok;
          expect(closedSquareReason(state, square, removing) === '', `square ${square}`).toBe(accepted);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('says what is missing: a roll, the figure, a free square, the first roll for Sec, a Défi', () => {
    let state = initialState(setup(34205));
    expect(closedSquareReason(state, 0, false)).toBe('Roll the dice first.');
    state = play(state, { type: 'roll' }); // 1 2 3 6 3: no figure yet
    expect(closedSquareReason(state, 1, false)).toBe('Three 3s — not with these dice.');
    expect(closedSquareReason(state, 13, false)).toBe(
      'Défi — only after declaring a Défi and making a figure.',
    );
    expect(closedSquareReason(state, 12, false)).toBe('Yam — not with these dice.');
    for (const die of [2, 4]) state = play(state, { type: 'hold', die, held: true });
    state = play(state, { type: 'roll' }); // 3 2 3 5 3: three 3s
    expect(closedSquareReason(state, 1, false)).toBe('');
    expect(closedSquareReason(state, 7, false)).toBe(
      'Sec — only a figure made on the first roll, without a Défi.',
    );
    state = play(state, { type: 'place', ...at(1) });
    expect(closedSquareReason(state, 1, false)).toBe('Taken by Ana.');
    state = play(state, { type: 'roll' });
    expect(closedSquareReason(state, 1, true)).toBe('Only a Yam can remove a token.');
    state = play(state, { type: 'defi' });
    expect(closedSquareReason(state, 0, false)).toBe('A declared Défi must roll at least once more.');
    // No real figure after the second roll: the last roll may still make the Défi; after it, it is lost.
    const noFigure = (rollsUsed: number) => ({
      ...state,
      turn: { ...state.turn, dice: [6, 6, 4, 2, 1], rollsUsed },
    });
    expect(closedSquareReason(noFigure(2), 0, false)).toBe(
      'Not yet: the Défi needs a real figure from the last roll.',
    );
    expect(closedSquareReason(noFigure(3), 0, false)).toBe('No token this turn: the Défi was not made.');
  });
});
