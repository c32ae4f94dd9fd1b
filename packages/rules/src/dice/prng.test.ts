import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRngState, nextBelow, rollDice, seedRng } from './prng.ts';

describe('seeded dice', () => {
  it('gives the same dice for the same seed, and a serialisable state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const a = rollDice(seedRng(seed), 20);
        const b = rollDice(JSON.parse(JSON.stringify(seedRng(seed))), 20);
        expect(a.values).toEqual(b.values);
        expect(isRngState(a.state)).toBe(true);
      }),
    );
  });

  it('rolls every face about equally often', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const { values } = rollDice(seedRng(7), 60000);
    for (const value of values) counts[value]!++;
    expect(counts[0]).toBe(0);
    for (let face = 1; face <= 6; face++) expect(Math.abs(counts[face]! - 10000)).toBeLessThan(400);
  });

  it('draws below any bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (seed, bound) => {
        const { value } = nextBelow(seedRng(seed), bound);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(bound);
      }),
    );
  });

  it('gives different streams for neighbouring seeds', () => {
    expect(rollDice(seedRng(1), 10).values).not.toEqual(rollDice(seedRng(2), 10).values);
  });
});
