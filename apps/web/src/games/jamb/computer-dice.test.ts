import {
  createJambGame,
  DEFAULT_JAMB_OPTIONS,
  type JambAction,
  type JambState,
  jambRules,
} from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computerThrow } from './computer-dice.ts';

const realGame = (seed: number): JambState =>
  createJambGame({
    players: [{ name: 'Ann' }, { name: 'Computer' }],
    diceMode: 'real',
    seed,
    options: DEFAULT_JAMB_OPTIONS,
  });

describe('the computer’s throw in a game of real dice', () => {
  it('is an entry of five faces the rules accept, the held dice kept', () => {
    fc.assert(
      fc.property(
        fc.nat(0xffffffff),
        fc.nat(500),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (seed, at, hold) => {
          const start = realGame(seed);
          const first = computerThrow(start, at);
          expect(first?.type).toBe('enter');
          let state = applyOk(start, first!);
          hold.forEach((held, die) => {
            if (held) state = applyOk(state, { type: 'hold', die });
          });
          const again = computerThrow(state, at + 1);
          if (hold.every(Boolean)) {
            expect(again).toBeNull();
            return;
          }
          const next = applyOk(state, again!);
          hold.forEach((held, die) => {
            if (held) expect(next.turn.dice![die]).toBe(state.turn.dice![die]);
          });
          expect(next.turn.dice!.every((face) => face >= 1 && face <= 6)).toBe(true);
        },
      ),
    );
  });

  it('is the same throw when asked again at the same place in the log (a reload, an undo)', () => {
    const start = realGame(7);
    expect(computerThrow(start, 12)).toEqual(computerThrow(start, 12));
  });

  it('differs from throw to throw, as dice do', () => {
    const start = realGame(7);
    const throws = new Set(Array.from({ length: 30 }, (_, at) => JSON.stringify(computerThrow(start, at))));
    expect(throws.size).toBeGreaterThan(20);
  });
});

function applyOk(state: JambState, action: JambAction): JambState {
  const next = jambRules.apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}
