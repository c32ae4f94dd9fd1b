// The JamSumo turn message never contradicts the rules: for any spread of the player's dice over the
// supply, the board and out of play, it speaks of the supply only when a die may be placed from it and
// of dice in play only when one may be flicked.
import { type DieStatus, type JamSumoSetup, legalActions, newGame } from '@dicetable/rules/jamsumo';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annAndBram, withDice } from './state-fixtures.ts';
import { jamSumoTurnMessage, jamSumoTurnText } from './turn-message.ts';

const setup = annAndBram;

describe('the JamSumo turn message', () => {
  it('speaks only of the moves the rules allow', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<JamSumoSetup['mode']>('jam', 'sumo'),
        fc.array(fc.constantFrom<DieStatus>('supply', 'play', 'out'), { minLength: 10, maxLength: 10 }),
        (mode, statuses) => {
          const state = withDice(newGame(setup(mode)), statuses);
          const legal = legalActions(state);
          const fromSupply = legal.some((action) => action.type === 'place-and-flick');
          const inPlay = legal.some((action) => action.type === 'flick');
          const message = jamSumoTurnMessage(state);
          switch (message.key) {
            case 'none':
              expect(legal).toEqual([]);
              break;
            case 'hintSumo':
              expect(mode).toBe('sumo');
              expect(inPlay).toBe(true);
              break;
            case 'hintJam':
              expect([fromSupply, inPlay]).toEqual([true, true]);
              break;
            case 'hintJamSupply':
              expect([fromSupply, inPlay]).toEqual([true, false]);
              break;
            case 'hintJamInPlay':
              expect([fromSupply, inPlay]).toEqual([false, true]);
              break;
          }
          expect(jamSumoTurnText(message) === '').toBe(message.key === 'none');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('starts a Jam round from the supply, and has nothing to say on the score pad', () => {
    expect(jamSumoTurnMessage(newGame(setup('jam'))).key).toBe('hintJamSupply');
    expect(jamSumoTurnMessage(newGame(setup('jam', 'pad'))).key).toBe('none');
  });
});
