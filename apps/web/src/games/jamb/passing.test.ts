import { describe, expect, it } from 'vitest';
import { tabletPassesTo } from './passing.ts';

describe('the tablet changes hands', () => {
  it('from one person to another', () => {
    expect(tabletPassesTo([null, null], 1)).toBe(true);
    expect(tabletPassesTo([null, null], 0)).toBe(true);
  });

  it('never to a computer seat', () => {
    expect(tabletPassesTo([null, 'expert', null], 1)).toBe(false);
  });

  it('never after a computer’s turn when the same person plays next', () => {
    expect(tabletPassesTo([null, 'expert'], 0)).toBe(false);
    expect(tabletPassesTo(['good', null, 'beginner'], 1)).toBe(false);
  });

  it('after a computer’s turn when another person played before it', () => {
    // Ann, the computer, Bo: Bo takes the tablet from Ann after the computer wrote.
    expect(tabletPassesTo([null, 'expert', null], 2)).toBe(true);
    expect(tabletPassesTo([null, 'expert', null], 0)).toBe(true);
  });

  it('not for a lone player', () => {
    expect(tabletPassesTo([null], 0)).toBe(false);
  });
});
