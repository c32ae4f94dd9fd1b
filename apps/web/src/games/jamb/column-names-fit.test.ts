import { describe, expect, it } from 'vitest';
import { needsShortHeaders } from './column-names-fit.ts';

describe('needsShortHeaders', () => {
  it('shortens the headers of a sheet wider than its room', () => {
    expect(needsShortHeaders(410, 365)).toBe(true);
  });

  it('keeps the names where the sheet fits, to the half pixel a browser rounds', () => {
    expect(needsShortHeaders(365, 365)).toBe(false);
    expect(needsShortHeaders(365.4, 365)).toBe(false);
    expect(needsShortHeaders(300, 365)).toBe(false);
  });
});
