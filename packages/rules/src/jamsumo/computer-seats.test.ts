import { describe, expect, it } from 'vitest';
import { validateSetup } from './setup.ts';

const setup = (computer?: unknown) => ({
  players: [
    { name: 'Ann', colour: 0 },
    { name: 'Computer', colour: 1, ...(computer === undefined ? {} : { computer }) },
  ],
  mode: 'jam',
  table: 'flick',
  firstMarker: 0,
});

describe('computer seats', () => {
  it('a seat may be played by the computer at a level', () => {
    for (const level of ['beginner', 'good', 'expert']) expect(validateSetup(setup(level)).ok).toBe(true);
    expect(validateSetup(setup()).ok).toBe(true);
  });

  it('an unknown level is refused', () => {
    const result = validateSetup(setup('grandmaster'));
    expect(result.ok || result.error.code).toBe('setup-computer');
  });
});
