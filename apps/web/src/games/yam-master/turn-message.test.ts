// The turn's message never contradicts the rules: over random games, at every state the message claims
// only what legalActions allows now. (Real dice list every possible throw as a legal action, thousands
// at a time, so the random games use the app's dice; the messages read the same state either way.)

import { yamMasterRules } from '@dicetable/rules/game';
import { initialState, legalActions, type YamAction, type YamState } from '@dicetable/rules/yam-master';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playAtRandom } from '../random-play.test-support.ts';
import { yamTurnMessage, yamTurnText } from './turn-message.ts';

const start = (seed: number, dice: 'app' | 'real'): YamState =>
  initialState({
    players: [
      { name: 'Ana', colour: 1 },
      { name: 'Ben', colour: 2 },
    ],
    dice,
    seed,
  });

/** The rules' own view of the state, to hold the message against. */
function allowed(state: YamState) {
  const legal = legalActions(state);
  const has = (type: YamAction['type']) => legal.some((action) => action.type === type);
  return {
    throwNow: has('roll') || has('dice'),
    // A throw is still to come when one is allowed now or after releasing a held die.
    throwLeft: state.turn.rollsUsed < 3 && (has('roll') || has('dice') || has('hold')),
    place: has('place'),
    pass: has('pass'),
    only: legal.map((action) => action.type),
  };
}

function checkMessage(state: YamState): string {
  const message = yamTurnMessage(state);
  const can = allowed(state);
  switch (message.key) {
    case 'gameOver':
      expect(can.only).toEqual([]);
      break;
    case 'beforeRoll':
      expect(state.turn.dice).toBeNull();
      expect(can.throwNow).toBe(true);
      break;
    case 'defiDeclared':
      expect(state.defi).toBe(true);
      expect(can.pass).toBe(false);
      expect(can.throwLeft).toBe(true);
      break;
    case 'defiStillPossible':
      // Not failed: a throw is left, and nothing may be placed with these dice.
      expect(state.defi).toBe(true);
      expect(can.throwLeft).toBe(true);
      expect(can.place).toBe(false);
      break;
    case 'defiFailedNote':
      // Failed only when nothing but ending the turn is left.
      expect(state.turn.rollsUsed).toBe(3);
      expect(can.only).toEqual(['pass']);
      break;
    case 'chooseSquare':
      expect(can.place).toBe(true);
      expect(message.rollsLeft > 0).toBe(can.throwLeft);
      break;
    case 'noSquareRollAgain':
      expect(can.place).toBe(false);
      expect(can.throwLeft).toBe(true);
      break;
    case 'noSquareLastRoll':
      expect(can.place).toBe(false);
      expect(can.throwLeft).toBe(false);
      expect(can.pass).toBe(true);
      break;
  }
  expect(yamTurnText(message)).not.toBe('');
  return message.key;
}

describe('the Yam Master turn message', () => {
  it('never says more or less than the rules allow, over random games', () => {
    const seen = new Set<string>();
    const games = fc.tuple(fc.nat(), fc.array(fc.nat(), { minLength: 400, maxLength: 400 }));
    // Fresh games each run after a fixed set of them that meets every message: the claim after the
    // property cannot fail by luck.
    const fixedGames = fc
      .sample(games, { seed: 20261202, numRuns: 60 })
      .map((game) => [game] as [typeof game]);
    fc.assert(
      fc.property(games, ([seed, picks]) => {
        // Défis and placements are rare among the choices (holds are many): games then reach their end.
        const rare = [(a: YamAction) => a.type === 'defi', (a: YamAction) => a.type === 'place'];
        playAtRandom(yamMasterRules, start(seed, 'app'), picks, rare, (state) =>
          seen.add(checkMessage(state)),
        );
      }),
      { examples: fixedGames, numRuns: fixedGames.length + 30 },
    );
    // The games met every message, the Défi still possible after the second roll included.
    expect([...seen].sort()).toEqual(
      [
        'beforeRoll',
        'chooseSquare',
        'defiDeclared',
        'defiFailedNote',
        'defiStillPossible',
        'gameOver',
        'noSquareLastRoll',
        'noSquareRollAgain',
      ].sort(),
    );
  });

  it('says the Défi failed only after the last roll', () => {
    let state = start(1, 'real');
    const play = (action: YamAction) => {
      const next = yamMasterRules.apply(state, action);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    };
    play({ type: 'dice', values: [5, 5, 1, 2, 3] });
    play({ type: 'defi' });
    expect(yamTurnMessage(state).key).toBe('defiDeclared');
    play({ type: 'hold', die: 0, held: true });
    play({ type: 'hold', die: 1, held: true });
    play({ type: 'dice', values: [5, 5, 4, 6, 2] });
    expect(yamTurnMessage(state).key).toBe('defiStillPossible');
    expect(yamTurnText(yamTurnMessage(state))).toBe(
      'No figure yet: the Défi can still succeed with the last roll.',
    );
    play({ type: 'dice', values: [5, 5, 6, 6, 2] });
    expect(yamTurnMessage(state).key).toBe('defiFailedNote');
  });
});
