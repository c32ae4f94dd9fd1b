import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReferenceOdds } from '../reference/odds-reference.ts';
import { ensureTables, FIRST_OUTCOME, KEEPS, keepDice } from '../reference/odds-tables.ts';
import { loadOddsEngine } from './node.ts';
import type { OddsEngine } from './odds.ts';
import {
  JAMB_TARGETS,
  laneCount,
  type OddsTableCalculator,
  toSituation,
  YAM_TARGETS,
} from './odds-layout.ts';
import type { OddsQuery } from './odds-types.ts';

const reference = createReferenceOdds();
let wasm: OddsEngine;
beforeAll(async () => {
  wasm = await loadOddsEngine();
});

ensureTables();

function diceOf(keep: number): number[] {
  return Array.from(keepDice.subarray(keep * 5, keep * 5 + 5)).filter((die) => die > 0);
}

const outcomes = Array.from({ length: KEEPS - FIRST_OUTCOME }, (_, s) => diceOf(FIRST_OUTCOME + s));

function rawOf(calculator: OddsTableCalculator, query: OddsQuery) {
  const situation = toSituation(query);
  if (typeof situation === 'string') throw new Error(situation);
  const raw = calculator.compute(situation);
  return { values: raw.values.slice(), holds: raw.holds.slice(), given: raw.given.slice() };
}

const HOUSE = { straightByRoll: true, tripsBonus20: true } as const;

/** Where the WASM engine and the reference differ for a query (empty when they agree). */
function differences(query: OddsQuery): string[] {
  const fast = rawOf(wasm, query);
  const slow = rawOf(reference, query);
  const found: string[] = [];
  const lanes = laneCount(query.game === 'jamb' ? 0 : 1);
  for (let lane = 0; lane < lanes; lane++) {
    const where = `${JSON.stringify(query)} lane ${lane}`;
    if (!(Math.abs(fast.values[lane]! - slow.values[lane]!) <= 1e-12)) found.push(`${where}: value`);
    if (!(Math.abs(fast.given[lane]! - slow.given[lane]!) <= 1e-12)) found.push(`${where}: given hold`);
    for (let slot = lane * 5; slot < lane * 5 + 5; slot++) {
      if (fast.holds[slot] !== slow.holds[slot]) found.push(`${where}: hold`);
    }
  }
  return found;
}

describe('odds engine: WASM against the TypeScript reference', () => {
  it('agrees on every outcome, rolls left, target and hold-to-reach, with a Défi and Jamb house rules', () => {
    const found = [
      ...differences({ game: 'jamb', rollsLeft: 3 }),
      ...differences({ game: 'jamb', rollsLeft: 3, jambHouseRules: HOUSE }),
      ...differences({ game: 'yam', rollsLeft: 3 }),
    ];
    let compared = 3;
    for (const dice of outcomes) {
      for (const rollsLeft of [0, 1, 2]) {
        found.push(...differences({ game: 'jamb', dice, rollsLeft }));
        found.push(...differences({ game: 'jamb', dice, rollsLeft, jambHouseRules: HOUSE }));
        found.push(...differences({ game: 'yam', dice, rollsLeft }));
        found.push(...differences({ game: 'yam', dice, rollsLeft, defi: true }));
        compared += 4;
      }
    }
    expect(compared).toBe(3 + 252 * 3 * 4);
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('agrees on the figures of a chosen hold', () => {
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(
        fc.array(die, { minLength: 5, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 2 }),
        fc.constantFrom('jamb', 'yam', 'defi'),
        (dice, pick, rollsLeft, mode) => {
          const hold = dice.filter((_, i) => pick[i]);
          const game = mode === 'jamb' ? 'jamb' : 'yam';
          expect(differences({ game, dice, rollsLeft, hold, defi: mode === 'defi' })).toEqual([]);
        },
      ),
    );
  });
});

describe('odds engine: published values (whole turn, three rolls, optimal holding)', () => {
  for (const kind of ['wasm', 'reference'] as const) {
    it(`reproduces them (${kind})`, () => {
      const calculator = kind === 'wasm' ? wasm : reference;
      const yam = calculator.query({ game: 'yam', rollsLeft: 3 }).targets;
      const jamb = calculator.query({ game: 'jamb', rollsLeft: 3 }).targets;
      const close = (actual: number | undefined, expected: number) =>
        expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-10);
      close(yam.yam!.probability, 2783176 / 60466176);
      close(jamb.jamb!.probability, 2783176 / 60466176);
      close(yam.carre!.probability, 0.2907935835);
      close(jamb.carre!.probability, 0.2907935835);
      close(jamb.full!.probability, 0.3628828785);
      close(yam.full!.probability, 0.3661448014);
      close(yam.suite!.probability, 0.2610950167);
      close(jamb.straight!.probability, 0.2610950167);
      close(yam.le8!.probability, 0.1869003486);
      for (const face of ['1', '2', '3', '4', '5', '6']) close(yam[face]!.probability, 0.354849998);
      close(yam.sec!.probability, 179 / 1944);
      close(jamb.sixes!.expected, 12.638888888888889);
      for (let face = 1; face <= 6; face++) {
        close(jamb[JAMB_TARGETS[face - 1]!]!.expected, face * 5 * (1 - (5 / 6) ** 3));
      }
      expect(jamb.max!.probability).toBe(1);
      expect(jamb.min!.probability).toBe(1);
      expect(jamb.sixes!.hold).toEqual([]);
      expect(Object.keys(yam)).toEqual(YAM_TARGETS);
    });
  }
});

describe('odds engine: meaning of the figures', () => {
  it('takes the known best hold and stops on a made target', () => {
    const answer = wasm.query({ game: 'yam', dice: [2, 2, 2, 4, 6], rollsLeft: 2 });
    expect(answer.targets.carre!.hold).toEqual([2, 2, 2]);
    expect(answer.targets['2']).toEqual({ probability: 1, hold: [2, 2, 2, 4, 6] });
    expect(answer.targets.sec!.probability).toBe(0);
    // Keep 2,2,2 and reroll two dice, and again if neither is a 2.
    expect(answer.targets.carre!.probability).toBeCloseTo(11 / 36 + (25 / 36) * (11 / 36), 14);
    const straight = wasm.query({ game: 'jamb', dice: [1, 2, 3, 4, 6], rollsLeft: 1 }).targets.straight!;
    expect(straight.expectedHold).toEqual([2, 3, 4, 6]);
    // A 5 makes 2-3-4-5-6 (45); keeping 1-2-3-4 would be worth only 35 / 6.
    expect(straight.expected).toBeCloseTo(45 / 6, 12);
  });

  it('prices Sec and Défi by the phase of the turn', () => {
    const suite = [1, 2, 3, 4, 5];
    const first = wasm.query({ game: 'yam', dice: suite, rollsLeft: 2 }).targets;
    expect(first.sec).toEqual({ probability: 1, hold: suite });
    // A Défi declared now must roll again: keep 1,2,3,4 or 2,3,4,5 and hope, twice.
    expect(first.defi!.probability).toBeGreaterThan(0.5);
    expect(first.defi!.hold).toHaveLength(4);
    const later = wasm.query({ game: 'yam', dice: suite, rollsLeft: 1 }).targets;
    expect(later.sec!.probability).toBe(0);
    expect(later.defi!.probability).toBe(0);
    const declared = wasm.query({ game: 'yam', dice: suite, rollsLeft: 1, defi: true }).targets;
    expect(declared.defi).toEqual({ probability: 1, hold: suite });
    expect(declared.sec!.probability).toBe(0);
    // With a Défi declared, a brelan counts only with a figure beside it: 3,3,3 needs a full or better.
    const brelan = wasm.query({ game: 'yam', dice: [3, 3, 3, 1, 6], rollsLeft: 0, defi: true }).targets;
    expect(brelan['3']!.probability).toBe(0);
    // Before the first roll: a Défi declared after it, whatever it shows, beats a Sec.
    expect(wasm.query({ game: 'yam', rollsLeft: 3 }).targets.defi!.probability).toBeGreaterThan(179 / 1944);
  });

  it('prices the Jamb house rules: a straight by roll, trips with a bonus of 20', () => {
    const plain = wasm.query({ game: 'jamb', rollsLeft: 3 }).targets;
    const house = wasm.query({ game: 'jamb', rollsLeft: 3, jambHouseRules: HOUSE }).targets;
    expect(house.straight!.probability).toBe(plain.straight!.probability);
    expect(house.straight!.expected).toBeGreaterThan(plain.straight!.expected!);
    expect(house.trips!.expected! - plain.trips!.expected!).toBeGreaterThan(0);
    expect(house.sixes).toEqual(plain.sixes);
    // A straight on the first roll is worth 66 now, 56 after one more roll: stop.
    const first = wasm.query({ game: 'jamb', dice: [1, 2, 3, 4, 5], rollsLeft: 2, jambHouseRules: HOUSE });
    expect(first.targets.straight).toMatchObject({ expected: 66, expectedHold: [1, 2, 3, 4, 5] });
  });

  it('minimises the expected Min: a low Min is the good one', () => {
    const min = wasm.query({ game: 'jamb', dice: [1, 1, 2, 5, 6], rollsLeft: 1 }).targets.min!;
    expect(min.expectedHold).toEqual([1, 1, 2]);
    expect(min.expected).toBeCloseTo(4 + 2 * 3.5, 12);
  });

  it('values a chosen hold as the average over the rerolled dice of optimal play after it', () => {
    const dice = [1, 3, 3, 5, 6];
    const given = wasm.query({ game: 'jamb', dice, rollsLeft: 1, hold: [3, 3] }).given!;
    // One roll left after this reroll of three dice: the sum of threes is 6 + 3 × (number of 3s).
    expect(given.targets.threes!.expected).toBeCloseTo(6 + 3 * 3 * (1 / 6), 12);
    expect(given.hold).toEqual([3, 3]);
    const stop = wasm.query({ game: 'jamb', dice, rollsLeft: 0, hold: dice }).given!;
    expect(stop.targets.max!.expected).toBe(18);
  });
});

describe('odds engine: situations it refuses', () => {
  const bad: [OddsQuery, string][] = [
    [{ game: 'jamb', rollsLeft: 2 }, 'before the first roll'],
    [{ game: 'jamb', dice: [1, 2, 3, 4], rollsLeft: 1 }, 'five'],
    [{ game: 'jamb', dice: [1, 2, 3, 4, 7], rollsLeft: 1 }, 'not a die'],
    [{ game: 'jamb', dice: [1, 2, 3, 4, 5], rollsLeft: 3 }, 'rolls left'],
    [{ game: 'jamb', dice: [1, 2, 3, 4, 5], rollsLeft: 1, defi: true }, 'Yam Master'],
    [{ game: 'yam', rollsLeft: 3, defi: true }, 'after the first roll'],
    [{ game: 'yam', dice: [1, 2, 3, 4, 5], rollsLeft: 1, hold: [6] }, 'not part of'],
    [{ game: 'yam', dice: [1, 2, 3, 4, 5], rollsLeft: 0, hold: [1] }, 'no rolls left'],
  ];
  for (const [query, message] of bad) {
    it(`refuses ${JSON.stringify(query)}`, () => {
      expect(() => wasm.query(query)).toThrow(message);
      expect(() => reference.query(query)).toThrow(message);
    });
  }
});

describe('odds engine: Bellman consistency by brute force over ordered rerolls', () => {
  // Independent of the engine's keep tree: every subset of dice positions to keep, every ordered
  // outcome of the rerolled dice (6^n), using the engine's own values with one roll fewer. Values
  // are flattened to "higher is better" numbers: probabilities, then expectations (Min negated).
  const cache = new Map<string, Float64Array>();
  const valuesAt = (game: 'jamb' | 'yam', dice: number[], rollsLeft: number): Float64Array => {
    const sorted = [...dice].sort((a, b) => a - b);
    const key = `${game}${sorted.join('')}${rollsLeft}`;
    let values = cache.get(key);
    if (!values) {
      const targets = wasm.query({ game, dice: sorted, rollsLeft }).targets;
      const ids = game === 'jamb' ? JAMB_TARGETS : YAM_TARGETS.slice(0, 11);
      const flat = ids.map((id) => targets[id]!.probability);
      if (game === 'jamb') flat.push(...ids.map((id) => (id === 'min' ? -1 : 1) * targets[id]!.expected!));
      values = Float64Array.from(flat);
      cache.set(key, values);
    }
    return values;
  };

  it('every best value is the best of stopping and of every hold, averaged over every reroll', () => {
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(
        fc.array(die, { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 2 }),
        fc.constantFrom('jamb', 'yam'),
        (dice, rollsLeft, game: 'jamb' | 'yam') => {
          const best = valuesAt(game, dice, 0).slice();
          const roll = [0, 0, 0, 0, 0];
          for (let mask = 0; mask < 31; mask++) {
            const kept = dice.filter((_, i) => mask & (1 << i));
            const rerolled = 5 - kept.length;
            const sums = new Float64Array(best.length);
            for (let code = 0; code < 6 ** rerolled; code++) {
              kept.forEach((value, i) => {
                roll[i] = value;
              });
              for (let i = 0, rest = code; i < rerolled; i++, rest = Math.floor(rest / 6)) {
                roll[kept.length + i] = (rest % 6) + 1;
              }
              const next = valuesAt(game, roll, rollsLeft - 1);
              for (let lane = 0; lane < sums.length; lane++) sums[lane]! += next[lane]!;
            }
            for (let lane = 0; lane < sums.length; lane++) {
              best[lane] = Math.max(best[lane]!, sums[lane]! / 6 ** rerolled);
            }
          }
          const answer = valuesAt(game, dice, rollsLeft);
          for (let lane = 0; lane < best.length; lane++) expect(answer[lane]).toBeCloseTo(best[lane]!, 12);
        },
      ),
      { numRuns: 20 },
    );
  });
});
