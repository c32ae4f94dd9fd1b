import { jambRules } from '@dicetable/rules/game';
import {
  createJambGame,
  DEFAULT_JAMB_OPTIONS,
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambAction,
  type JambState,
} from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import '../../i18n/languages/de.ts';
import { closedCellReason } from './closed-cell.ts';

afterEach(() => setLanguage('en'));

const start = (seed = 1) =>
  createJambGame({ players: [{ name: 'Ana' }], diceMode: 'app', seed, options: DEFAULT_JAMB_OPTIONS });

function play(state: JambState, actions: JambAction[]): JambState {
  return actions.reduce((now, action) => {
    const next = jambRules.apply(now, action);
    if (!next.ok) throw new Error(next.error.code);
    return next.value;
  }, state);
}

/** A game some random legal moves in: the picks choose among the moves the rules offer. */
function randomGame(seed: number, picks: number[]): JambState {
  let state = start(seed);
  for (const pick of picks) {
    const moves = jambRules.legalActions(state);
    if (moves.length === 0) break;
    state = play(state, [moves[pick % moves.length]!]);
  }
  return state;
}

describe('why a Jamb cell is closed', () => {
  it('gives a reason exactly for the empty cells the rules would refuse now', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.nat(), { maxLength: 40 }), (seed, picks) => {
        const state = randomGame(seed, picks);
        const sheet = state.sheets[state.current]!;
        for (const column of JAMB_COLUMNS) {
          for (const category of JAMB_CATEGORIES) {
            if (sheet[column][category] !== undefined) continue;
            const accepted = jambRules.apply(state, { type: 'write', column, category }).ok;
            expect(closedCellReason(state, column, category) === '').toBe(accepted);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('names the column’s order and the cell that comes next', () => {
    const rolled = play(start(), [{ type: 'roll' }]);
    expect(closedCellReason(rolled, 'down', 'fives')).toBe(
      'Down column: fill it from Ones downwards. Next here: Ones.',
    );
    expect(closedCellReason(rolled, 'up', 'ones')).toBe(
      'Up column: fill it from Jamb upwards. Next here: Jamb.',
    );
    expect(closedCellReason(rolled, 'announced', 'full')).toBe(
      'Announced column: announce Full house right after the first roll, then write it here.',
    );
    expect(closedCellReason(start(), 'free', 'ones')).toBe('Roll the dice first.');
    const next = play(rolled, [{ type: 'write', column: 'down', category: 'ones' }, { type: 'roll' }]);
    expect(closedCellReason(next, 'down', 'fives')).toBe(
      'Down column: fill it from Ones downwards. Next here: Twos.',
    );
    const announced = play(rolled, [{ type: 'announce', category: 'jamb' }]);
    expect(closedCellReason(announced, 'free', 'ones')).toBe(
      'This turn is announced: write it in Announced, Jamb.',
    );
    setLanguage('de');
    expect(closedCellReason(rolled, 'up', 'ones')).toBe(
      'Spalte Aufwärts: vom Jamb nach oben füllen. Hier als Nächstes: Jamb.',
    );
  });
});
