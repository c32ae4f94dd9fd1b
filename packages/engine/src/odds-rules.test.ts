// The engine's scoring tables against the rules core, on all 252 outcomes: what stopping is worth
// (no rolls left) must be exactly what the rules score.
import { JAMB_CATEGORIES, scoreCategory } from '@dicetable/rules/jamb';
import { figuresOf } from '@dicetable/rules/yam-master';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReferenceOdds } from '../reference/odds-reference.ts';
import { loadOddsEngine } from './node.ts';
import { JAMB_TARGETS, YAM_TARGETS } from './odds-layout.ts';
import type { OddsCalculator } from './odds-types.ts';

function allOutcomes(): number[][] {
  const result: number[][] = [];
  const walk = (prefix: number[], from: number): void => {
    if (prefix.length === 5) result.push(prefix);
    else for (let face = from; face <= 6; face++) walk([...prefix, face], face);
  };
  walk([], 1);
  return result;
}

const calculators: Record<string, OddsCalculator> = { reference: createReferenceOdds() };
beforeAll(async () => {
  calculators.wasm = await loadOddsEngine();
});

describe.each(['wasm', 'reference'])('odds tables agree with the rules core (%s)', (kind) => {
  it('Jamb: every category scores what scoreCategory scores (default rules)', () => {
    expect([...JAMB_TARGETS]).toEqual([...JAMB_CATEGORIES]);
    const wrong: string[] = [];
    for (const dice of allOutcomes()) {
      const targets = calculators[kind]!.query({ game: 'jamb', dice, rollsLeft: 0 }).targets;
      for (const category of JAMB_CATEGORIES) {
        const score = scoreCategory(category, dice);
        const odds = targets[category]!;
        if (odds.expected !== score || odds.probability !== (score > 0 ? 1 : 0)) {
          wrong.push(`${category} ${dice.join('')}: ${odds.expected} / ${score}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('Jamb house rules: stopping on any roll scores what scoreCategory scores on that roll', () => {
    const options = {
      straightByRoll: true,
      tripsBonus20: true,
      graduatedBonus: false,
      clampMiddle: false,
    };
    const wrong: string[] = [];
    for (const dice of allOutcomes()) {
      for (const rollsLeft of [0, 1, 2]) {
        const given = calculators[kind]!.query({
          game: 'jamb',
          dice,
          rollsLeft,
          hold: dice,
          jambHouseRules: options,
        }).given!.targets;
        for (const category of JAMB_CATEGORIES) {
          const score = scoreCategory(category, dice, options, 3 - rollsLeft);
          if (given[category]!.expected !== score) {
            wrong.push(
              `${category} ${dice.join('')} roll ${3 - rollsLeft}: ${given[category]!.expected} / ${score}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('Yam Master: the targets made are the labels figuresOf gives, after any roll, the first, or a Défi', () => {
    const wrong: string[] = [];
    const made = (targets: Record<string, { probability: number }>) =>
      YAM_TARGETS.filter((id) => targets[id]!.probability === 1).sort();
    for (const dice of allOutcomes()) {
      const calculator = calculators[kind]!;
      const later = made(calculator.query({ game: 'yam', dice, rollsLeft: 0 }).targets);
      const defi = made(calculator.query({ game: 'yam', dice, rollsLeft: 0, defi: true }).targets);
      const sec = calculator.query({ game: 'yam', dice, rollsLeft: 2 }).targets.sec!.probability === 1;
      const expectSame = (ours: string[], theirs: string[], what: string) => {
        if (ours.join() !== [...theirs].sort().join())
          wrong.push(`${what} ${dice.join('')}: ${ours} / ${theirs}`);
      };
      expectSame(later, figuresOf(dice), 'later roll');
      expectSame(defi, figuresOf(dice, { defi: true }), 'Défi');
      expectSame(
        sec ? ['sec'] : [],
        figuresOf(dice, { firstRoll: true }).includes('sec') ? ['sec'] : [],
        'Sec',
      );
    }
    expect(wrong).toEqual([]);
  });
});
