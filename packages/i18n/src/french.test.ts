import { describe, expect, it } from 'vitest';
import { ofName } from './french.ts';

describe('ofName', () => {
  it('elides « de » before a vowel, an accented vowel or a mute h, in either case', () => {
    expect(ofName('Amélie')).toBe('d’Amélie');
    expect(ofName('émile')).toBe('d’émile');
    expect(ofName('Hugo')).toBe('d’Hugo');
    expect(ofName('Yves')).toBe('d’Yves');
    expect(ofName('Œdipe')).toBe('d’Œdipe');
  });

  it('keeps « de » before a consonant', () => {
    expect(ofName('Bram')).toBe('de Bram');
    expect(ofName('Zoë')).toBe('de Zoë');
  });
});
