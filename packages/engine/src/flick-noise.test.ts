import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HAND_DIRECTION_SD,
  HAND_HEIGHT_SD,
  HAND_OFFSET_SD,
  HAND_STRENGTH_SD,
  impreciseFlick,
} from './flick-noise.ts';
import { parseScenario } from './physics-scenario.ts';

const aimed = { die: 2, direction: 1, strength: 0.5, height: 0.5 };

function spread(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
}

describe('a real hand', () => {
  it('steady (spread 0) makes the flick as aimed', () => {
    expect(impreciseFlick(aimed, { spread: 0, seed: 5 })).toBe(aimed);
  });

  it('the same seed makes the same flick, other seeds others; always a valid flick', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, hand, strength, height) => {
          const flick = { ...aimed, strength, height };
          const made = impreciseFlick(flick, { spread: hand, seed });
          expect(impreciseFlick(flick, { spread: hand, seed })).toEqual(made);
          expect(made.die).toBe(2);
          for (const v of [made.strength, made.height]) expect(v >= 0 && v <= 1).toBe(true);
          expect(Math.abs(made.offset ?? 0)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
    expect(impreciseFlick(aimed, { spread: 1, seed: 1 })).not.toEqual(
      impreciseFlick(aimed, { spread: 1, seed: 2 }),
    );
  });

  it('scatters each quantity by its standard deviation times the spread', () => {
    for (const hand of [0.35, 1]) {
      const made = Array.from({ length: 4000 }, (_, seed) => impreciseFlick(aimed, { spread: hand, seed }));
      expect(spread(made.map((f) => f.direction)) / (hand * HAND_DIRECTION_SD)).toBeCloseTo(1, 1);
      expect(spread(made.map((f) => f.strength)) / (hand * HAND_STRENGTH_SD * aimed.strength)).toBeCloseTo(
        1,
        1,
      );
      expect(spread(made.map((f) => f.height)) / (hand * HAND_HEIGHT_SD)).toBeCloseTo(1, 1);
      expect(spread(made.map((f) => f.offset ?? 0)) / (hand * HAND_OFFSET_SD)).toBeCloseTo(1, 1);
    }
  });

  it('a scenario flick may carry the noise; the report then holds the flick made', () => {
    const parsed = parseScenario({
      dice: [{ position: [0.1, 0.008, 0] }],
      flicks: [
        { die: 0, direction: 1, strength: 0.5, height: 0.5, offset: 0.2, noise: { spread: 0.5, seed: 9 } },
      ],
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.scenario.flicks[0]).toEqual(
      impreciseFlick(
        { die: 0, direction: 1, strength: 0.5, height: 0.5, offset: 0.2 },
        { spread: 0.5, seed: 9 },
      ),
    );
    const bad = parseScenario({
      dice: [{ position: [0, 0.1, 0] }],
      flicks: [{ die: 0, direction: 0, strength: 1, height: 0, noise: { spread: 2, seed: 1 } }],
    });
    expect(bad).toEqual({ ok: false, message: 'flicks[0].noise.spread must be between 0 and 1' });
  });
});
