import { describe, expect, it } from 'vitest';
import { TurnAnimation } from './turn-animation.ts';

describe('the board turn', () => {
  it('jumps to an angle set without animation', () => {
    const turn = new TurnAnimation(0.5);
    turn.turnTo(2, false, 1000);
    expect([turn.current, turn.target]).toEqual([2, 2]);
    expect(turn.step(1000)).toBe(false);
  });

  it('eases towards an animated angle, moving less at the end, and lands on it after 260 ms', () => {
    const turn = new TurnAnimation(0);
    turn.turnTo(1, true, 1000);
    expect(turn.target).toBe(1);
    const seen: number[] = [];
    for (const now of [1000, 1065, 1130, 1195]) {
      expect(turn.step(now)).toBe(true);
      seen.push(turn.current);
    }
    for (let k = 1; k < seen.length; k++) expect(seen[k]!).toBeGreaterThan(seen[k - 1]!);
    expect(seen[1]! - seen[0]!).toBeGreaterThan(seen[3]! - seen[2]!);
    expect(turn.step(1260)).toBe(false);
    expect(turn.current).toBe(1);
  });
});
