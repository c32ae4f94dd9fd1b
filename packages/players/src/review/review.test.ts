import { nextBelow, type RngState, seedRng } from '@dicetable/rules';
import { jambRules, replayWith, yamMasterRules } from '@dicetable/rules/game';
import type { JambState } from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advisorPlayer } from '../jamb/advisor.ts';
import { greedyPlayer } from '../jamb/baselines.ts';
import type { JambDecision } from '../jamb/player.ts';
import { applyYam, legalYam } from '../yam-master/game.ts';
import { hardYamPlayer } from '../yam-master/hard.ts';
import { yamLevelPlayer } from '../yam-master/levels.ts';
import { yamDecisionActions } from '../yam-master/player.ts';
import { jambOptions } from './jamb.ts';
import { recordJambGame, recordYamGame, type TableDice } from './recorded-games.ts';
import { type ReviewOptions, reviewReplayed } from './registry.ts';
import type { GameReview, ReviewedDecision } from './types.ts';

function reviewJamb(log: ReturnType<typeof recordJambGame>, options: ReviewOptions = {}) {
  const replay = replayWith(jambRules, log, { states: true });
  if (!replay.ok) throw new Error(replay.error.code);
  return { review: reviewReplayed({ log: replay.log, states: replay.states! }, options)!, replay };
}

function reviewYam(log: ReturnType<typeof recordYamGame>, options: ReviewOptions = {}) {
  const replay = replayWith(yamMasterRules, log, { states: true });
  if (!replay.ok) throw new Error(replay.error.code);
  return { review: reviewReplayed({ log: replay.log, states: replay.states! }, options)!, replay };
}

/** Dice thrown at the table from a seeded generator, with a planted throw on the chosen turn. */
function tableDice(seed: number, planted: { turn: number; dice: number[] }): TableDice {
  let rng: RngState = seedRng(seed);
  return (state: JambState) => {
    if (state.turnsPlayed === planted.turn && state.turn.dice === null) return planted.dice;
    return [0, 1, 2, 3, 4].map((die) => {
      if (state.turn.dice && state.turn.held[die]) return state.turn.dice[die]!;
      const step = nextBelow(rng, 6);
      rng = step.state;
      return step.value + 1;
    });
  };
}

/** The decisions made in the same turn as the decision at `action` (the states tell the turn). */
function sameTurn(review: GameReview, states: readonly JambState[], action: number) {
  const turnOf = (index: number) => states[index]!.turnsPlayed;
  return review.decisions.filter((decision) => turnOf(decision.action) === turnOf(action));
}

const costliest = (decisions: readonly ReviewedDecision[]) =>
  [...decisions].sort((a, b) => b.cost - a.cost)[0]!;

describe('game review: Jamb', () => {
  it('judges the advisor’s own games at no cost, decision by decision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const { review } = reviewJamb(recordJambGame([advisorPlayer()], seed));
        expect(review.decisions.length).toBeGreaterThan(52);
        for (const decision of review.decisions) expect(decision.cost).toBe(0);
      }),
      { numRuns: 2 },
    );
  });

  it('shows five sixes written as 0 in Ones as the costliest decision by far', () => {
    const turn = 7;
    const log = recordJambGame([greedyPlayer], 45, {
      dice: tableDice(45, { turn, dice: [6, 6, 6, 6, 6] }),
      override: (state) =>
        state.turnsPlayed === turn ? { kind: 'write', column: 'free', category: 'ones' } : undefined,
    });
    const { review, replay } = reviewJamb(log);
    const blunder = log.actions.findIndex(
      (action, index) =>
        action.type === 'write' && action.category === 'ones' && replay.states![index]!.turnsPlayed === turn,
    );
    const ranked = [...review.decisions].sort((a, b) => b.cost - a.cost);
    expect(ranked[0]!.action).toBe(blunder);
    expect(ranked[0]!.chosen.decision).toEqual({ kind: 'write', column: 'free', category: 'ones' });
    expect(ranked[0]!.cost).toBeGreaterThan(2 * ranked[1]!.cost);
  });

  it('catches a planted blunder as the costliest decision of its turn, wherever it is planted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 51 }), (seed, turn) => {
        // The worst option the moment offers, at the first decision of that turn.
        let planted: JambDecision | undefined;
        let spread = 0;
        const log = recordJambGame([greedyPlayer], seed, {
          override: (state) => {
            if (state.turnsPlayed !== turn || planted) return undefined;
            const options = jambOptions(state).sort((a, b) => a.expected - b.expected);
            planted = options[0]!.decision;
            spread = options.at(-1)!.expected - options[0]!.expected;
            return planted;
          },
        });
        // A moment with one choice (the last cell, an announcement due) has no blunder to plant.
        fc.pre(spread > 0);
        const { review, replay } = reviewJamb(log);
        const first = review.decisions.find(
          (decision) => replay.states![decision.action]!.turnsPlayed === turn,
        )!;
        expect(first.chosen.decision).toEqual(planted);
        const top = costliest(sameTurn(review, replay.states!, first.action));
        expect(top.cost).toBeGreaterThan(0);
        expect(top.action).toBe(first.action);
      }),
      { numRuns: 4 },
    );
  });

  it('reviews only the seats people played', () => {
    const log = recordJambGame([greedyPlayer, greedyPlayer], 3);
    const { review } = reviewJamb(log, { computerSeat: (seat) => seat === 1 });
    expect(review.players.map((player) => player.reviewed)).toEqual([true, false]);
    expect(review.players[1]).toMatchObject({ decisions: 0, totalCost: 0 });
    expect(review.decisions.every((decision) => decision.player === 0)).toBe(true);
    expect(review.players[0]!.decisions).toBeGreaterThan(52);
  });
});

describe('game review: Yam Master', () => {
  it('judges the hard player’s own choices at no cost', () => {
    const { review } = reviewYam(recordYamGame([hardYamPlayer(), yamLevelPlayer('medium')], 4), {
      computerSeat: (seat) => seat === 1,
      opponentLevel: () => 'medium',
    });
    expect(review.unit).toBe('win-percent');
    expect(review.decisions.length).toBeGreaterThan(10);
    for (const decision of review.decisions) expect(decision.cost).toBe(0);
  });

  it('shows passing up a winning line of five as the costliest decision of the game', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      let planted = false;
      const log = recordYamGame([hardYamPlayer(), hardYamPlayer()], seed, (state, planned) => {
        if (planted || planned.kind !== 'place' || state.current !== 0) return undefined;
        let after = state;
        for (const action of yamDecisionActions(state, planned)) after = applyYam(after, action);
        if (after.result?.winner !== 0 || !legalYam(state).some((action) => action.type === 'pass')) {
          return undefined;
        }
        planted = true;
        return { kind: 'pass' };
      });
      if (!planted) continue;
      const { review } = reviewYam(log, { opponentLevel: () => 'hard' });
      const top = costliest(review.decisions.filter((decision) => decision.player === 0));
      expect(top.chosen.decision).toEqual({ kind: 'pass' });
      expect(top.best.decision).toMatchObject({ kind: 'place' });
      expect(top.cost).toBeGreaterThan(20);
      return;
    }
    throw new Error('no game offered a winning placement to pass up');
  });
});
