import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JambAction } from './actions.ts';
import { CELLS_PER_SHEET, JAMB_CATEGORIES } from './categories.ts';
import { applyJambAction, createJambGame, type JambState, legalJambActions } from './game.ts';
import { DEFAULT_JAMB_OPTIONS } from './options.ts';
import { jambRules } from './rules.ts';
import type { JambSetup } from './setup.ts';
import { filledCount, isSheetFull, type JambSheet, jambSheetTotals } from './sheet.ts';
import { botTurnActions } from './test-bot.ts';

const setup = (players = 1, diceMode: 'app' | 'real' = 'real', seed = 7): JambSetup => ({
  players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
  diceMode,
  seed,
  options: DEFAULT_JAMB_OPTIONS,
});

function run(state: JambState, ...actions: JambAction[]): JambState {
  for (const action of actions) {
    const next = applyJambAction(state, action);
    if (!next.ok) throw new Error(`${JSON.stringify(action)}: ${next.error.code}`);
    state = next.value;
  }
  return state;
}

function refusal(state: JambState, action: JambAction): string | undefined {
  const next = applyJambAction(state, action);
  return next.ok ? undefined : next.error.code;
}

const enter = (...dice: number[]): JambAction => ({ type: 'enter', dice });

describe('the Jamb reducer', () => {
  it('rejects illegal actions with their codes', () => {
    const start = createJambGame(setup(2));
    expect(refusal(start, { type: 'roll' })).toBe('wrong-dice-mode');
    expect(refusal(start, { type: 'write', column: 'free', category: 'ones' })).toBe('not-rolled-yet');
    expect(refusal(start, { type: 'announce', category: 'ones' })).toBe('announce-too-early');
    expect(refusal(start, { type: 'hold', die: 0 })).toBe('not-rolled-yet');
    expect(refusal(start, enter(1, 2, 3, 4, 7))).toBe('bad-dice-values');
    const rolled = run(start, enter(3, 3, 3, 5, 5));
    expect(refusal(rolled, { type: 'write', column: 'down', category: 'twos' })).toBe('cell-not-open');
    expect(refusal(rolled, { type: 'write', column: 'up', category: 'carre' })).toBe('cell-not-open');
    expect(refusal(rolled, { type: 'write', column: 'announced', category: 'full' })).toBe('not-announced');
    expect(refusal(rolled, { type: 'release', die: 0 })).toBe('die-not-held');
    const held = run(rolled, { type: 'hold', die: 0 });
    expect(refusal(held, { type: 'hold', die: 0 })).toBe('die-already-held');
    expect(refusal(held, enter(4, 3, 3, 5, 5))).toBe('held-die-changed');
    const announced = run(held, { type: 'announce', category: 'full' });
    expect(refusal(announced, { type: 'announce', category: 'trips' })).toBe('already-announced');
    expect(refusal(announced, { type: 'write', column: 'free', category: 'full' })).toBe(
      'must-write-announced',
    );
    const second = run(announced, enter(3, 3, 3, 5, 5));
    const allHeld = run(second, ...[1, 2, 3, 4].map((die): JambAction => ({ type: 'hold', die })));
    expect(refusal(allHeld, enter(3, 3, 3, 5, 5))).toBe('all-dice-held');
    const third = run(second, enter(3, 3, 3, 5, 5));
    expect(refusal(third, enter(3, 3, 3, 5, 5))).toBe('no-rolls-left');
    expect(refusal(third, { type: 'hold', die: 1 })).toBe('no-rolls-left');
    const written = run(third, { type: 'write', column: 'announced', category: 'full' });
    expect(written.sheets[0]!.announced.full).toBe(49);
    expect(written.current).toBe(1);
    const late = run(written, enter(1, 1, 1, 1, 1), enter(1, 1, 1, 1, 1));
    expect(refusal(late, { type: 'announce', category: 'jamb' })).toBe('announce-too-late');
  });

  it('allows announcing and writing the first roll at once', () => {
    const state = run(
      createJambGame(setup()),
      enter(2, 2, 2, 2, 2),
      { type: 'announce', category: 'jamb' },
      { type: 'write', column: 'announced', category: 'jamb' },
    );
    expect(state.sheets[0]!.announced.jamb).toBe(60);
  });

  it('refuses a second roll until an announcement once down, up and free are full', () => {
    const filled = Object.fromEntries(JAMB_CATEGORIES.map((c) => [c, 0]));
    const sheet: JambSheet = { down: filled, up: filled, free: filled, announced: {} };
    const start = { ...createJambGame(setup()), sheets: [sheet] };
    const rolled = run(start, enter(1, 2, 3, 4, 5));
    expect(refusal(rolled, enter(1, 2, 3, 4, 6))).toBe('announce-required');
    expect(legalJambActions(rolled)).toMatchObject({ enter: [], announceRequired: true, write: [] });
    const announced = run(rolled, { type: 'announce', category: 'straight' });
    expect(legalJambActions(announced).enter).toEqual([0, 1, 2, 3, 4]);
    expect(legalJambActions(announced).write).toEqual([
      { column: 'announced', category: 'straight', score: 35 },
    ]);
  });

  it('rolls the app dice from the seed kept in the state', () => {
    const a = run(createJambGame(setup(1, 'app', 42)), { type: 'roll' });
    const b = run(createJambGame(setup(1, 'app', 42)), { type: 'roll' });
    expect(a.turn.dice).toEqual(b.turn.dice);
    expect(refusal(a, enter(1, 1, 1, 1, 1))).toBe('wrong-dice-mode');
  });

  it('legal actions are exactly what the reducer accepts, and every game ends after 52 turns each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (players, seed) => {
          let state = createJambGame(setup(players, 'app', seed));
          let turns = 0;
          while (!state.finished) {
            const apply = (s: JambState, action: JambAction) => {
              const legal = legalJambActions(s);
              const listed =
                action.type === 'roll'
                  ? legal.roll
                  : action.type === 'hold'
                    ? legal.hold.includes(action.die)
                    : action.type === 'release'
                      ? legal.release.includes(action.die)
                      : action.type === 'announce'
                        ? legal.announce.includes(action.category)
                        : action.type === 'write'
                          ? legal.write.some(
                              (w) => w.column === action.column && w.category === action.category,
                            )
                          : false;
              expect(listed).toBe(true);
              return applyJambAction(s, action);
            };
            const before = filledCount(state.sheets[state.current]!);
            const player = state.current;
            state = botTurnActions(state, apply).state;
            expect(filledCount(state.sheets[player]!)).toBe(before + 1);
            turns++;
          }
          expect(turns).toBe(players * CELLS_PER_SHEET);
          expect(state.sheets.every(isSheetFull)).toBe(true);
          expect(legalJambActions(state).write).toEqual([]);
          expect(refusal(state, { type: 'roll' })).toBe('game-over');
        },
      ),
      { numRuns: 20 },
    );
  });

  it('ranks by grand total, equal totals sharing a place', () => {
    const state = createJambGame(setup(3));
    const sheets: JambSheet[] = [
      { down: { ones: 3 }, up: {}, free: {}, announced: {} },
      { down: { ones: 5 }, up: {}, free: {}, announced: {} },
      { down: {}, up: {}, free: { twos: 2, ones: 1 }, announced: {} },
    ];
    expect(jambRules.standing({ ...state, sheets }).ranking).toEqual([
      { place: 1, player: 1, name: 'P2', score: 5 },
      { place: 2, player: 0, name: 'P1', score: 3 },
      { place: 2, player: 2, name: 'P3', score: 3 },
    ]);
    expect(jambSheetTotals(sheets[2]!).total).toBe(3);
  });
});
