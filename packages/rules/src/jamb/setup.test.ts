import { describe, expect, it } from 'vitest';
import { validateJambSetup } from './setup.ts';

const base = { players: [{ name: 'Ana' }], diceMode: 'real', seed: 1, options: {} };

describe('Jamb setup', () => {
  it('keeps the optional name of the dice set, and reads setups without one as before', () => {
    const named = validateJambSetup({ ...base, diceSet: ' red set ' });
    expect(named.ok && named.value.diceSet).toBe('red set');
    const plain = validateJambSetup(base);
    expect(plain.ok && 'diceSet' in plain.value).toBe(false);
    const blank = validateJambSetup({ ...base, diceSet: '  ' });
    expect(blank.ok && 'diceSet' in blank.value).toBe(false);
  });
});
