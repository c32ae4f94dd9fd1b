// Properties over random whole Jamb games: the statistics agree with the rules' own totals, and the
// fair-dice count of a game entered with real dice is exactly the dice that were thrown.
import { createGameLog, type GameLog } from '@dicetable/rules';
import {
  createJambGame,
  type JambAction,
  type JambSetup,
  type JambState,
  jambRules,
  jambSheetTotals,
  legalJambActions,
} from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFinishedGame } from './finished-game.ts';
import { playerStatistics } from './player-stats.ts';
import { realDiceSamples } from './real-dice.ts';

/** A small seeded generator for the test's own choices (not the game's dice). */
function chooser(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * Plays a whole game with the app's dice, making random legal choices; also returns the same game as
 * real dice would have entered it (every roll replaced by the five dice it gave) and the dice thrown.
 */
function randomGame(players: number, seed: number, date: string) {
  const pick = chooser(seed);
  const setup: JambSetup = {
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })),
    diceMode: 'app',
    seed,
    options: { straightByRoll: false, tripsBonus20: false, graduatedBonus: false, clampMiddle: false },
  };
  let state: JambState = createJambGame(setup);
  const app: JambAction[] = [];
  const real: JambAction[] = [];
  const thrown: number[] = [];
  const act = (action: JambAction) => {
    const before = state;
    const next = jambRules.apply(state, action);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
    app.push(action);
    if (action.type === 'roll') {
      const dice = state.turn.dice!;
      thrown.push(...dice.filter((_, i) => before.turn.dice === null || !before.turn.held[i]));
      real.push({ type: 'enter', dice: [...dice] });
    } else real.push(action);
  };
  while (!state.finished) {
    act({ type: 'roll' });
    for (let roll = 0; roll < 2; roll++) {
      let legal = legalJambActions(state);
      if (legal.announceRequired || (legal.announce.length > 0 && pick(4) === 0)) {
        act({ type: 'announce', category: legal.announce[pick(legal.announce.length)]! });
      }
      legal = legalJambActions(state);
      for (const die of [0, 1, 2, 3, 4]) {
        if (pick(2) === 0 && legal.hold.includes(die)) act({ type: 'hold', die });
      }
      if (!legalJambActions(state).roll || pick(3) === 0) break;
      act({ type: 'roll' });
    }
    const writes = legalJambActions(state).write;
    const write = writes[pick(writes.length)]!;
    act({ type: 'write', column: write.column, category: write.category });
  }
  const log = (actions: JambAction[], diceMode: 'app' | 'real'): GameLog => ({
    ...createGameLog('jamb', { ...setup, diceMode }, new Date(date)),
    actions,
  });
  return { state, appLog: log(app, 'app'), realLog: log(real, 'real'), thrown };
}

describe('statistics of random Jamb games', () => {
  it('agree with the rules’ totals, and the real dice counted are exactly the dice thrown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        (players, seeds) => {
          const games = seeds.map((seed, i) => randomGame(players, seed, `2026-0${i + 1}-01T10:00:00.000Z`));
          const stats = playerStatistics(games.map((game) => readFinishedGame(game.appLog)!));
          expect(stats).toHaveLength(players);
          for (const [seat, player] of stats.entries()) {
            const jamb = player.jamb!;
            const totals = games.map(
              (game) => jambSheetTotals(game.state.sheets[seat]!, game.state.setup.options).total,
            );
            expect(jamb.totals.map((entry) => entry.total)).toEqual(totals);
            expect(jamb.best).toBe(Math.max(...totals));
            expect(jamb.worst).toBe(Math.min(...totals));
            expect(jamb.mean).toBeCloseTo(totals.reduce((a, b) => a + b, 0) / totals.length, 9);
            const columns = Object.values(jamb.columnMeans).reduce((a, b) => a + b, 0);
            expect(columns).toBeCloseTo(jamb.mean, 9);
            for (const rate of [jamb.upperBonusShare, ...Object.values(jamb.hitRates)]) {
              expect(rate).toBeGreaterThanOrEqual(0);
              expect(rate).toBeLessThanOrEqual(1);
            }
          }
          for (const game of games) {
            expect(realDiceSamples(game.appLog)).toEqual([]);
            expect(realDiceSamples(game.realLog)).toEqual(game.thrown);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
