import { createReferenceOdds } from '@dicetable/engine';
import { applyJambAction, createJambGame, DEFAULT_JAMB_OPTIONS, type JambState } from '@dicetable/rules/jamb';
import { createRoot, createSignal } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { loadOddsCalculator } from '../../hints/index.ts';
import { createJambHints } from './use-hints.ts';

function game(options = DEFAULT_JAMB_OPTIONS, dice = [1, 2, 3, 4, 6]): JambState {
  const start = createJambGame({ players: [{ name: 'Ana' }], diceMode: 'real', seed: 1, options });
  const next = applyJambAction(start, { type: 'enter', dice });
  if (!next.ok) throw new Error(next.error.code);
  return next.value;
}

describe('Jamb hints', () => {
  it('follow the dice, the hold and the game’s house rules', async () => {
    await loadOddsCalculator();
    const reference = createReferenceOdds();
    const [state, setState] = createSignal(game());
    const hints = createRoot(() => createJambHints(state, () => true));
    const straight = reference.query({ game: 'jamb', dice: [1, 2, 3, 4, 6], rollsLeft: 2 }).targets.straight!;
    expect(hints.hint('straight')?.again).toBe(
      `${Math.round(straight.probability * 100)}% · ${straight.expected!.toFixed(1)}`,
    );
    // For points, 2-3-4-6 (a big straight, 45) beats 1-2-3-4 (35): the 1 is lit off.
    expect(straight.expectedHold).toEqual([2, 3, 4, 6]);
    expect(hints.keep('straight')).toEqual([false, true, true, true, true]);

    const houseRules = { ...DEFAULT_JAMB_OPTIONS, straightByRoll: true };
    setState(game(houseRules));
    const byRoll = reference.query({
      game: 'jamb',
      dice: [1, 2, 3, 4, 6],
      rollsLeft: 2,
      jambHouseRules: { straightByRoll: true },
    }).targets.straight!;
    expect(byRoll.expected).not.toBeCloseTo(straight.expected!, 3);
    expect(hints.hint('straight')?.again).toBe(
      `${Math.round(byRoll.probability * 100)}% · ${byRoll.expected!.toFixed(1)}`,
    );
  });

  it('show what a cell scores now apart from the chance if rolled again, and after the last roll only now', async () => {
    await loadOddsCalculator();
    const reference = createReferenceOdds();
    let state = game(DEFAULT_JAMB_OPTIONS, [6, 6, 6, 2, 3]);
    const [current, setState] = createSignal(state);
    const hints = createRoot(() => createJambHints(current, () => true));
    const sixes = reference.query({ game: 'jamb', dice: [6, 6, 6, 2, 3], rollsLeft: 2 }).targets.sixes!;
    expect(hints.hint('sixes')).toEqual({
      now: '18',
      again: `${Math.round(sixes.probability * 100)}% · ${sixes.expected!.toFixed(1)}`,
      label: `Scores 18 now. If the dice not held are rolled again: chance ${Math.round(sixes.probability * 100)}%, expected ${sixes.expected!.toFixed(1)} points`,
    });
    for (const dice of [
      [6, 6, 6, 6, 1],
      [6, 6, 6, 6, 6],
    ]) {
      const next = applyJambAction(state, { type: 'enter', dice });
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    setState(state);
    expect(state.turn.rollsUsed).toBe(3);
    expect(hints.hint('sixes')).toEqual({ now: '30', label: 'Scores 30 now' });
    expect(hints.hint('ones')).toEqual({ now: '0', label: 'Scores 0 now' });
    expect(hints.keep('sixes')).toBeDefined();
  });
});
