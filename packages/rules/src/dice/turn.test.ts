import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allMultisets } from './multiset.ts';
import { seedRng } from './prng.ts';
import { type DiceTurn, enterTurnDice, newDiceTurn, rollTurn, setHeld } from './turn.ts';

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: { code: string } }): T => {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('the rolling phase', () => {
  it('allows three rolls, keeps held dice and refuses a fourth', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (seed, holds) => {
        let rng = seedRng(seed);
        let turn: DiceTurn = newDiceTurn();
        ({ turn, rng } = unwrap(rollTurn(turn, rng)));
        const first = turn.dice!;
        holds.forEach((held, index) => {
          turn = unwrap(setHeld(turn, index, held && index > 0));
        });
        ({ turn, rng } = unwrap(rollTurn(turn, rng)));
        turn.held.forEach((held, index) => {
          if (held) expect(turn.dice![index]).toBe(first[index]);
        });
        ({ turn, rng } = unwrap(rollTurn(turn, rng)));
        const fourth = rollTurn(turn, rng);
        expect(fourth.ok).toBe(false);
        if (!fourth.ok) expect(fourth.error.code).toBe('no-rolls-left');
      }),
    );
  });

  it('refuses a roll with all five dice held', () => {
    let turn = unwrap(enterTurnDice(newDiceTurn(), [1, 2, 3, 4, 5]));
    for (let i = 0; i < 5; i++) turn = unwrap(setHeld(turn, i, true));
    const result = rollTurn(turn, seedRng(1));
    expect(result.ok ? 'rolled' : result.error.code).toBe('all-dice-held');
  });

  it('refuses real dice that change a held die, or that are not dice', () => {
    let turn = unwrap(enterTurnDice(newDiceTurn(), [6, 6, 2, 3, 4]));
    turn = unwrap(setHeld(turn, 0, true));
    const changed = enterTurnDice(turn, [5, 6, 2, 3, 4]);
    expect(changed.ok ? 'accepted' : changed.error.code).toBe('held-die-changed');
    const notDice = enterTurnDice(turn, [6, 7, 2, 3, 4]);
    expect(notDice.ok ? 'accepted' : notDice.error.code).toBe('bad-dice-values');
    expect(setHeld(newDiceTurn(), 0, true).ok).toBe(false);
  });

  it('knows the 252 outcomes of five dice', () => {
    const all = allMultisets(5);
    expect(all).toHaveLength(252);
    expect(new Set(all.map((dice) => dice.join())).size).toBe(252);
  });
});
