import { describe, expect, it } from 'vitest';
import { loadOddsEngine } from './node.ts';

describe('odds module wiring', () => {
  it('counts the 252 outcomes of five dice, in release and debug builds', async () => {
    for (const target of ['release', 'debug'] as const) {
      const engine = await loadOddsEngine(target);
      expect(engine.multisetCount(5)).toBe(252);
      expect(engine.multisetCount(1)).toBe(6);
      expect(engine.multisetCount(2)).toBe(21);
    }
  });

  it('gives single-roll chances that agree with direct enumeration', async () => {
    const engine = await loadOddsEngine();
    for (let atLeast = 0; atLeast <= 5; atLeast++) {
      let hits = 0;
      for (let code = 0; code < 6 ** 5; code++) {
        let sixes = 0;
        for (let die = 0, rest = code; die < 5; die++, rest = Math.floor(rest / 6))
          if (rest % 6 === 5) sixes++;
        if (sixes >= atLeast) hits++;
      }
      expect(engine.probabilityAtLeast(5, atLeast)).toBeCloseTo(hits / 6 ** 5, 14);
    }
  });
});
