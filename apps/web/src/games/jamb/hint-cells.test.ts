// Hints only where the player may still fill a cell this turn: over random games, every cell that may be
// written now has a hint, a hint outside the Announced column is a cell open to this turn, and a hint in
// the Announced column is either the announced cell or one that may still be announced, marked as such.
import { jambRules } from '@dicetable/rules/game';
import {
  createJambGame,
  DEFAULT_JAMB_OPTIONS,
  type JambAction,
  type JambState,
  legalJambActions,
} from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playAtRandom } from '../random-play.test-support.ts';
import { hintCellKey, hintCells } from './hint-cells.ts';

const start = (seed: number): JambState =>
  createJambGame({ players: [{ name: 'Ana' }], diceMode: 'app', seed, options: DEFAULT_JAMB_OPTIONS });

function check(state: JambState) {
  if (state.finished) return;
  const hinted = hintCells(state);
  const legal = legalJambActions(state);
  for (const write of legal.write)
    expect(hinted.get(hintCellKey(write.column, write.category))).toBe('may-fill');
  const sheet = state.sheets[state.current]!;
  for (const [key, kind] of hinted) {
    const [column, category] = key.split(':') as [keyof typeof sheet, string];
    expect(sheet[column][category as never]).toBeUndefined();
    if (state.announced !== null) {
      // Once announced, the announced cell is the only one the turn may fill.
      expect(key).toBe(hintCellKey('announced', state.announced));
      expect(kind).toBe('may-fill');
    } else if (column === 'announced') {
      expect(kind).toBe('if-announced');
      // Before the first roll it may be announced after it; after it, only while the rules allow.
      if (state.turn.dice !== null) expect(legal.announce).toContain(category);
    } else expect(kind).toBe('may-fill');
  }
}

describe('the cells that show hints', () => {
  it('are the cells the player may still fill this turn, over random games', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }), (seed, picks) => {
        const rare = [(a: JambAction) => a.type === 'announce', (a: JambAction) => a.type === 'write'];
        playAtRandom(jambRules, start(seed), picks, rare, check);
      }),
      { numRuns: 25 },
    );
  });
});
