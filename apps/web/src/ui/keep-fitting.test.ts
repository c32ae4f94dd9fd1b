import { describe, expect, it } from 'vitest';
import { wrapped } from './keep-fitting.ts';

describe('wrapped', () => {
  it('sees a second row of buttons', () => {
    expect(wrapped([6, 6, 6, 54])).toBe(true);
  });

  it('takes buttons of a row that differ by a few pixels for one row', () => {
    expect(wrapped([6, 8, 4])).toBe(false);
    expect(wrapped([6])).toBe(false);
    expect(wrapped([])).toBe(false);
  });
});
