import { type JamSumoSetup, jamSumoRules, newGame } from '@dicetable/rules/jamsumo';
import { describe, expect, it } from 'vitest';
import { flickReport } from './flick-words.ts';

const setup = (mode: JamSumoSetup['mode']): JamSumoSetup => ({
  players: [
    { name: 'Ann', colour: 0 },
    { name: 'Bram', colour: 1 },
  ],
  mode,
  table: 'flick',
  firstMarker: 0,
});

describe('what a flick did, in words', () => {
  it('tells a sunk die and a die back in the supply in Jam, with the sink sound', () => {
    const start = newGame(setup('jam'));
    const first = jamSumoRules.apply(start, {
      type: 'flick',
      die: 0,
      place: { platform: 0, offset: 0, yaw: 0 },
      direction: 0,
      strength: 0.5,
      height: 0,
      outcome: { dice: [{ die: 0, location: 'hole', flat: false }], touched: [] },
    });
    if (!first.ok) throw new Error(first.error.message);
    const report = flickReport(first.value);
    expect(report?.lines.map((l) => l.text)).toEqual(['Ann’s die dropped into the hole.']);
    expect(report?.sound).toBe('sink');
    const second = jamSumoRules.apply(first.value, {
      type: 'flick',
      die: 5,
      place: { platform: 1, offset: 0, yaw: 0 },
      direction: 0,
      strength: 1,
      height: 0,
      outcome: { dice: [{ die: 5, location: 'off', flat: false }], touched: [] },
    });
    if (!second.ok) throw new Error(second.error.message);
    expect(flickReport(second.value)?.lines[0]?.kind).toBe('returned');
  });

  it('has nothing to tell before the first flick', () => {
    expect(flickReport(newGame(setup('jam')))).toBeNull();
  });

  it('tells a Sumo miss, and a hit that knocks a rival off the edge', () => {
    const start = newGame(setup('sumo'));
    const stay = (die: number) => ({ die, location: 'board' as const, flat: true, top: 3 as const });
    const all = (over: Record<number, object>) =>
      start.dice.map((_, die) => ({ ...stay(die), ...(over[die] ?? {}) }));
    const miss = jamSumoRules.apply(start, {
      type: 'flick',
      die: 0,
      direction: 0,
      strength: 0.1,
      height: 0,
      outcome: { dice: all({}), touched: [1] },
    });
    if (!miss.ok) throw new Error(miss.error.message);
    expect(flickReport(miss.value)?.lines.map((l) => l.kind)).toEqual(['miss']);
    const hit = jamSumoRules.apply(start, {
      type: 'flick',
      die: 0,
      direction: 0,
      strength: 1,
      height: 0,
      outcome: { dice: all({ 5: { location: 'off', flat: false, top: undefined } }), touched: [5] },
    });
    if (!hit.ok) throw new Error(hit.error.message);
    const report = flickReport(hit.value);
    expect(report?.lines.map((l) => l.text)).toEqual([
      'Ann hit a rival die.',
      'Bram’s die fell off the edge: out for this round.',
    ]);
    expect(report?.sound).toBe('hit');
  });
});
