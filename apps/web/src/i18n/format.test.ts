import { describe, expect, it } from 'vitest';
import { plural } from './format.ts';

describe('plural', () => {
  const igra = { one: 'igra', few: 'igre', other: 'igara' };

  it('uses the three Croatian and Serbian forms: one, few, other', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101].map((n) => plural('hr', n, igra))).toEqual([
      'igra',
      'igre',
      'igre',
      'igara',
      'igara',
      'igara',
      'igra',
      'igre',
      'igara',
      'igra',
    ]);
    expect(plural('sr-Cyrl', 3, { one: 'игра', few: 'игре', other: 'игара' })).toBe('игре');
  });

  it('falls back to other where a language has no form of that kind', () => {
    expect(plural('en', 1, { one: 'game', other: 'games' })).toBe('game');
    expect(plural('en', 3, igra)).toBe('igara');
    expect(plural('fr', 0, { one: 'partie', other: 'parties' })).toBe('partie');
  });
});
