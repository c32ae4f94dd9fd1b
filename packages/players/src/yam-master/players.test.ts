import {
  initialState,
  legalActions,
  pointsOf,
  type YamAction,
  type YamState,
} from '@dicetable/rules/yam-master';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyYamPlayer, randomYamPlayer } from './baselines.ts';
import { withSquare } from './board.ts';
import { applyYam, newYamGame } from './game.ts';
import { hardYamPlayer } from './hard.ts';
import { yamLevelPlayer } from './levels.ts';
import { type YamComputerPlayer, yamDecisionActions } from './player.ts';
import { playYam } from './simulate.ts';

function randomMoment(seed: number, decisions: number): YamState {
  let state = newYamGame(seed);
  const random = randomYamPlayer(seed);
  for (let i = 0; i < decisions && !state.result; i++) {
    for (const action of yamDecisionActions(state, random.decide(state).decision))
      state = applyYam(state, action);
  }
  return state;
}

const actOn = (player: YamComputerPlayer, state: YamState): YamState => {
  let next = state;
  for (const action of yamDecisionActions(state, player.decide(state).decision))
    next = applyYam(next, action);
  return next;
};

const real = () =>
  initialState({
    players: [
      { name: 'Ana', colour: 1 },
      { name: 'Ben', colour: 2 },
    ],
    dice: 'real',
  });

function play(state: YamState, actions: readonly YamAction[]): YamState {
  return actions.reduce((current, action) => applyYam(current, action), state);
}

describe('Yam Master players', () => {
  it('never propose an illegal action, at any moment of any game', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 200 }),
        (seed, decisions) => {
          const state = randomMoment(seed, decisions);
          if (state.result) return;
          for (const player of [hardYamPlayer(), greedyYamPlayer, yamLevelPlayer('easy', seed)])
            actOn(player, state);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('greedy never declares a Défi, places for the most points now, and removes only when it cannot place', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 200 }),
        (seed, decisions) => {
          const state = randomMoment(seed, decisions);
          if (state.result || state.turn.dice === null) return;
          const { decision } = greedyYamPlayer.decide(state);
          expect(decision.kind).not.toBe('defi');
          const legal = legalActions(state);
          const places = legal.filter((action) => action.type === 'place');
          if (decision.kind === 'remove') expect(places).toEqual([]);
          if (decision.kind === 'place') {
            const me = state.current;
            const points = (square: number) => pointsOf(withSquare(state.board, square, me))[me];
            for (const action of places) {
              if (action.type === 'place')
                expect(points(decision.square)).toBeGreaterThanOrEqual(
                  points(action.row * 5 + action.column),
                );
            }
          }
          if (decision.kind === 'pass') expect(places).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('greedy holds for the figure with the best chance and stops once it is made', () => {
    const three = play(real(), [{ type: 'dice', values: [3, 3, 3, 1, 2] }]);
    expect(greedyYamPlayer.decide(three).decision.kind).toBe('place');
    const pair = play(real(), [{ type: 'dice', values: [6, 6, 2, 4, 1] }]);
    const decision = greedyYamPlayer.decide(pair).decision;
    expect(decision).toEqual({ kind: 'keep', keep: [6, 6] });
  });

  it('hard completes its own line of five and blocks the opponent’s', () => {
    // Ana (0) holds row 4 but its square (4,2) 'carre'; Ben throws a carre of fours: (4,2) blocks Ana.
    let state = real();
    const board = [...state.board];
    for (const column of [0, 1, 3, 4]) board[20 + column] = 0;
    state = { ...state, board, placed: [4, 0], current: 1 };
    const blocked = play(state, [{ type: 'dice', values: [4, 4, 4, 4, 2] }]);
    expect(hardYamPlayer().decide(blocked).decision).toEqual({ kind: 'place', square: 22 });
    const own = play({ ...state, current: 0 }, [{ type: 'dice', values: [4, 4, 4, 4, 2] }]);
    const next = actOn(hardYamPlayer(), own);
    expect(next.result).toMatchObject({ kind: 'line', winner: 0 });
  });

  it('hard beats random', () => {
    const wins = [1, 2, 3, 4].filter((seed) => {
      const hardFirst = seed % 2 === 0;
      const game = playYam(
        hardFirst ? [hardYamPlayer(), randomYamPlayer(seed)] : [randomYamPlayer(seed), hardYamPlayer()],
        seed,
      );
      return game.winner === (hardFirst ? 0 : 1);
    });
    expect(wins.length).toBeGreaterThanOrEqual(3);
  });
});
