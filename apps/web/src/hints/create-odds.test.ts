import type { OddsQuery } from '@dicetable/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule(loadOddsEngine: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('@dicetable/engine/browser', async () => {
    const actual =
      await vi.importActual<typeof import('@dicetable/engine/browser')>('@dicetable/engine/browser');
    return { ...actual, loadOddsEngine };
  });
  // The fresh module graph has its own solid-js: the test must use that one for reactivity.
  return { ...(await import('./create-odds.ts')), solid: await import('solid-js') };
}

afterEach(() => {
  vi.doUnmock('@dicetable/engine/browser');
});

describe('odds for the app', () => {
  it('falls back to the TypeScript reference when WASM cannot be instantiated', async () => {
    const { loadOddsCalculator } = await freshModule(() =>
      Promise.reject(new WebAssembly.CompileError('no')),
    );
    const calculator = await loadOddsCalculator();
    expect(calculator.kind).toBe('reference');
    const answer = calculator.query({ game: 'yam', rollsLeft: 3 });
    expect(answer.targets.yam!.probability).toBeCloseTo(2783176 / 60466176, 14);
  });

  it('uses the WASM engine when it loads', async () => {
    const { loadOddsEngine } = await import('@dicetable/engine/node');
    const { loadOddsCalculator } = await freshModule(() => loadOddsEngine());
    const calculator = await loadOddsCalculator();
    expect(calculator.kind).toBe('wasm');
    expect(calculator.query({ game: 'jamb', rollsLeft: 3 }).targets.sixes!.expected).toBeCloseTo(
      12.638888888888889,
      12,
    );
  });

  it('answers synchronously once loaded, on every change of the situation', async () => {
    const { createOdds, loadOddsCalculator, solid } = await freshModule(() =>
      Promise.reject(new Error('offline')),
    );
    const { createRoot, createSignal } = solid;
    await loadOddsCalculator();
    await createRoot(async (dispose) => {
      const [query, setQuery] = createSignal<OddsQuery | undefined>({
        game: 'jamb',
        dice: [2, 2, 2, 4, 6],
        rollsLeft: 2,
      });
      const odds = createOdds(query);
      expect(odds()!.targets.twos!.probability).toBe(1);
      expect(odds()!.given).toBeUndefined();
      // Keep 2,2,2 and reroll two dice; with no 4, the best is then to reroll all five.
      setQuery({ game: 'jamb', dice: [2, 2, 2, 4, 6], rollsLeft: 2, hold: [2, 2, 2] });
      expect(odds()!.given!.targets.fours!.probability).toBeCloseTo(1 - (5 / 6) ** 7, 12);
      // A hold that is not allowed (no rolls left) keeps the hints and drops only `given`.
      setQuery({ game: 'jamb', dice: [2, 2, 2, 4, 6], rollsLeft: 0, hold: [2, 2, 2] });
      expect(odds()!.targets.fours!.probability).toBe(1);
      expect(odds()!.given).toBeUndefined();
      // Jamb house rules are part of the situation (not served from the cache of the default rules).
      const firstRoll = { game: 'jamb', dice: [1, 2, 3, 4, 5], rollsLeft: 2 } as const;
      setQuery(firstRoll);
      expect(odds()!.targets.straight!.expected).toBe(35);
      setQuery({ ...firstRoll, jambHouseRules: { straightByRoll: true } });
      expect(odds()!.targets.straight!.expected).toBe(66);
      setQuery(undefined);
      expect(odds()).toBeUndefined();
      dispose();
    });
  });

  it('shows nothing until the engine has loaded, then the answer', async () => {
    let release: (error: Error) => void = () => {};
    const wasm = new Promise((_, reject) => {
      release = reject;
    });
    wasm.catch(() => undefined); // rejected before the loader awaits it
    const { createOdds, solid } = await freshModule(() => wasm);
    await solid.createRoot(async (dispose) => {
      const odds = createOdds(() => ({ game: 'yam', rollsLeft: 3 }));
      expect(odds()).toBeUndefined();
      release(new Error('no wasm'));
      await vi.waitFor(() => expect(odds()).toBeDefined());
      expect(odds()!.targets.sec!.probability).toBeCloseTo(179 / 1944, 14);
      dispose();
    });
  });
});
