import { expect } from 'vitest';

/**
 * Figures the machine measures (times, rates): finite and above zero. Their size belongs to the machine
 * and its load, so tests check them only through their relations to each other and to the goals.
 */
export function expectMeasured(...figures: unknown[]) {
  for (const figure of figures) {
    expect(typeof figure).toBe('number');
    expect(Number.isFinite(figure)).toBe(true);
    expect(figure).toBeGreaterThan(0);
  }
}
