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
      turnStarts: () => false,
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

  it('opens each turn with a step in which the last move may be taken back, restarted by any move in it', async () => {
    vi.useFakeTimers();
    await createRoot(async (dispose) => {
      // A person's write ended the last turn; the computer's turn is the moves after it.
      const [log, setLog] = createSignal<string[]>(['person writes']);
      const computerTurn = () => log().length % 2 === 1;
      const turns = createComputerTurns<string>({
        active: computerTurn,
        moment: () => log().length,
        turnStarts: () => log().at(-1) === 'person writes',
        plan: async () => ['computer throws'],
        play: (action) => {
          setLog((all) => [...all, action]);
          return true;
        },
        paceMs: 500,
        openingMs: 1_500,
      });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(turns.opening()).toBe(true);
      // The person takes the write back, then writes again.
      setLog((all) => all.slice(0, -1));
      expect(computerTurn()).toBe(false);
      await vi.advanceTimersByTimeAsync(400);
      setLog((all) => [...all, 'person writes']);
      // The computer's first move comes a whole opening after the last tap, not after the first write.
      await vi.advanceTimersByTimeAsync(1_400);
      expect(log()).toEqual(['person writes']);
      await vi.advanceTimersByTimeAsync(200);
      expect(log()).toEqual(['person writes', 'computer throws']);
      expect(turns.opening()).toBe(false);
      dispose();
    });
  });
});
