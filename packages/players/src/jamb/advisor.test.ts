import { createJambGame, DEFAULT_JAMB_OPTIONS, type JambState } from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realJamb, sheetWithFull, throwsOf } from '../test-states.ts';
import { adviseJamb, advisorPlayer } from './advisor.ts';
import { randomPlayer } from './baselines.ts';
import { applyJamb } from './game.ts';
import { jambLevelPlayer } from './levels.ts';
import { decisionActions, type JambComputerPlayer } from './player.ts';
import { playSoloJamb } from './simulate.ts';

/** A game of 1–3 players after `decisions` random decisions (rolls before a turn's first throw are free). */
function randomMoment(seed: number, players: number, decisions: number): JambState {
  let state = createJambGame({
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
    diceMode: 'app',
    seed,
    options: { ...DEFAULT_JAMB_OPTIONS, straightByRoll: seed % 3 === 0, clampMiddle: seed % 2 === 0 },
  });
  const random = randomPlayer(seed);
  for (let i = 0; i < decisions && !state.finished; i++) {
    for (const action of decisionActions(state, random.decide(state).decision))
      state = applyJamb(state, action);
  }
  return state;
}

const playsLegally = (player: JambComputerPlayer, state: JambState) => {
  if (state.finished) return;
  let next = state;
  for (const action of decisionActions(state, player.decide(state).decision)) next = applyJamb(next, action);
};

describe('the advisor', () => {
  it('never proposes an illegal action, at any moment of any game', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 600 }),
        (seed, players, decisions) => {
          const state = randomMoment(seed, players, decisions);
          for (const player of [
            advisorPlayer(),
            jambLevelPlayer('good', seed),
            jambLevelPlayer('beginner', seed),
          ]) {
            playsLegally(player, state);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('announces when the first roll makes a cell worth it, and says why in numbers', () => {
    // Up is full and free Jamb written: five fives belong in the announced Jamb, not in free Carré.
    const sheet = { ...sheetWithFull('up'), free: { jamb: 0 } };
    const state = throwsOf(realJamb(sheet), [5, 5, 5, 5, 5]);
    const advice = adviseJamb(state);
    expect(advice.decision).toEqual({ kind: 'announce', category: 'jamb' });
    expect(advice.choices.length).toBeGreaterThan(1);
    expect(advice.choices[0]!.expected).toBeGreaterThanOrEqual(advice.choices[1]!.expected!);
  });

  it('must announce when only the announced column is left', () => {
    const state = throwsOf(realJamb(sheetWithFull('down', 'up', 'free')), [1, 2, 3, 4, 6]);
    expect(adviseJamb(state).decision.kind).toBe('announce');
  });

  it('plays whole games far above the greedy baseline', () => {
    const scores = [11, 12, 13, 14].map((seed) => playSoloJamb(advisorPlayer(), seed).score);
    expect(scores.reduce((a, b) => a + b, 0) / scores.length).toBeGreaterThan(800);
  });
});
