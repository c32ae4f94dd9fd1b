import { createJambGame, DEFAULT_JAMB_OPTIONS, jambRules } from '@dicetable/rules/jamb';
import { initialState, yamMasterRules } from '@dicetable/rules/yam-master';
import { describe, expect, it } from 'vitest';
import { askComputer } from './client.ts';

describe('the computer players, on this thread where there is no Worker', () => {
  it('advise a Jamb turn and play a Jamb seat and a Yam Master seat with legal actions', async () => {
    const start = createJambGame({
      players: [{ name: 'A' }],
      diceMode: 'app',
      seed: 4,
      options: DEFAULT_JAMB_OPTIONS,
    });
    const rolled = jambRules.apply(start, { type: 'roll' });
    if (!rolled.ok) throw new Error('roll refused');
    const advice = await askComputer({ game: 'jamb', kind: 'advise', state: rolled.value });
    expect(advice.kind).toBe('advice');
    if (advice.kind === 'advice') expect(advice.advice.expected).toBeGreaterThan(300);
    const move = await askComputer({
      game: 'jamb',
      kind: 'move',
      level: 'beginner',
      seed: 1,
      state: rolled.value,
    });
    if (move.kind !== 'jamb-actions') throw new Error('not Jamb actions');
    let state = rolled.value;
    for (const action of move.actions) {
      const next = jambRules.apply(state, action);
      expect(next.ok).toBe(true);
      if (next.ok) state = next.value;
    }
    const yam = initialState({
      players: [
        { name: 'A', colour: 1 },
        { name: 'B', colour: 2 },
      ],
      dice: 'app',
      seed: 9,
    });
    const answer = await askComputer({
      game: 'yam-master',
      kind: 'move',
      level: 'hard',
      seed: 1,
      state: yam,
    });
    if (answer.kind !== 'yam-actions') throw new Error('not Yam Master actions');
    expect(answer.actions).toEqual([{ type: 'roll' }]);
    expect(yamMasterRules.apply(yam, answer.actions[0]!).ok).toBe(true);
  });
});
