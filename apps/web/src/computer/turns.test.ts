import { createRoot, createSignal } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createComputerTurns } from './turns.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A pretend game: the computer seat holds the turn until it has played `length` actions. */
function pretendGame(length: number, paceMs: number) {
  return createRoot((dispose) => {
    const [played, setPlayed] = createSignal<string[]>([]);
    const turns = createComputerTurns<string>({
      active: () => played().length < length,
      moment: () => played().length,
      plan: async () => [`a${played().length}`, `b${played().length}`],
      play: (action) => {
        setPlayed((all) => [...all, action]);
        return true;
      },
      paceMs,
    });
    return { played, turns, dispose };
  });
}

describe('computer turns', () => {
  it('plays each action of a decision at the pace, then plans the next decision', async () => {
    vi.useFakeTimers();
    const game = pretendGame(4, 500);
    await vi.advanceTimersByTimeAsync(0);
    expect(game.played()).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(game.played()).toEqual(['a0']);
    await vi.advanceTimersByTimeAsync(500);
    expect(game.played()).toEqual(['a0', 'b0']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(game.played()).toEqual(['a0', 'b0', 'a2', 'b2']);
    expect(game.turns.thinking()).toBe(false);
    game.dispose();
  });

  it('skips ahead: the rest of the computer’s moves come at once', async () => {
    vi.useFakeTimers();
    const game = pretendGame(6, 10_000);
    await vi.advanceTimersByTimeAsync(0);
    game.turns.skip();
    await vi.advanceTimersByTimeAsync(0);
    expect(game.played()).toHaveLength(6);
    expect(game.turns.skipping()).toBe(false);
    game.dispose();
  });
});
