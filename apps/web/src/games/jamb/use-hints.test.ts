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
    expect(hints.hint('straight')?.text).toBe(
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
    expect(hints.hint('straight')?.text).toBe(
      `${Math.round(byRoll.probability * 100)}% · ${byRoll.expected!.toFixed(1)}`,
    );
  });
});
