import { describe, expect, it } from 'vitest';
import { replayWith } from '../game/replay.ts';
import { validateGameLog } from '../log/game-log.ts';
import jamRound from './fixtures/jam-round.json' with { type: 'json' };
import jamsumoPad from './fixtures/jamsumo-pad.json' with { type: 'json' };
import sumoRound from './fixtures/sumo-round.json' with { type: 'json' };
import { jamSumoRules } from './rules.ts';
import { totals } from './scoring.ts';

const replayStates = (log: unknown) => {
  const replay = replayWith(jamSumoRules, log, { states: true });
  return replay.ok ? { ok: true as const, value: replay.states! } : replay;
};

interface Fixture {
  description: string;
  expected: { round: number; pips: number[][]; current?: number; totals?: number[]; finished: boolean };
  log: unknown;
}

const FIXTURES: Record<string, unknown> = {
  'jam-round.json': jamRound,
  'sumo-round.json': sumoRound,
  'jamsumo-pad.json': jamsumoPad,
};
const fixture = (name: string): Fixture => FIXTURES[name] as Fixture;

describe.each(['jam-round.json', 'sumo-round.json', 'jamsumo-pad.json'])('recorded game %s', (name) => {
  const { expected, log } = fixture(name);

  it('replays to the recorded scores, marker and turn', () => {
    const envelope = validateGameLog(log);
    expect(envelope.ok).toBe(true);
    if (!envelope.ok) return;
    const replayed = replayWith(jamSumoRules, envelope.value);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    const state = replayed.state;
    expect(state.round).toBe(expected.round);
    expect(state.results.map((r) => r.pips)).toEqual(expected.pips);
    expect(state.finished).toBe(expected.finished);
    if (expected.current !== undefined) expect(state.current).toBe(expected.current);
    if (expected.totals) expect(totals(state.setup, state.results)).toEqual(expected.totals);
  });
});

describe('the Jam round fixture', () => {
  const log = validateGameLog(fixture('jam-round.json').log);
  if (!log.ok) throw new Error('fixture');
  const states = replayStates(log.value);
  if (!states.ok) throw new Error(states.error.message);

  it('sends a die that fell off the edge back to its owner’s supply showing 4', () => {
    const afterOff = states.value[4]!;
    expect(afterOff.dice[5]).toEqual({ status: 'supply', flat: true, top: 4 });
    expect(afterOff.lastEvents).toEqual([{ die: 5, kind: 'returned' }]);
  });

  it('ends the round the moment one player has all five dice in the hole, and the marker passes left', () => {
    const last = states.value[states.value.length - 1]!;
    expect(last.results[0]!.marker).toBe(0);
    expect(last.current).toBe(1);
    expect(last.dice.every((d) => d.status === 'supply' && d.top === 4)).toBe(true);
  });

  it('keeps the dice that made the score', () => {
    const dice = states.value[states.value.length - 1]!.results[0]!.dice!;
    expect(dice.slice(5).map((d) => (d.status === 'out' ? 0 : d.status === 'supply' ? 4 : d.top))).toEqual([
      4, 0, 5, 1, 4,
    ]);
  });
});

describe('the Sumo round fixture', () => {
  const log = validateGameLog(fixture('sumo-round.json').log);
  if (!log.ok) throw new Error('fixture');
  const states = replayStates(log.value);
  if (!states.ok) throw new Error(states.error.message);

  it('removes a die that touched no opponent die', () => {
    expect(states.value[2]!.dice[6]).toMatchObject({ status: 'out', out: 'miss' });
    expect(states.value[2]!.lastEvents).toEqual([{ die: 6, kind: 'miss' }]);
  });

  it('puts a die resting on a platform out of the round', () => {
    expect(states.value[3]!.dice[1]).toMatchObject({ status: 'out', out: 'platform' });
  });
});

describe('the Jam Sumo score pad fixture', () => {
  it('ranks by the highest total, Jam rounds counting minus', () => {
    const log = validateGameLog(fixture('jamsumo-pad.json').log);
    if (!log.ok) throw new Error('fixture');
    const replay = replayWith(jamSumoRules, log.value);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(jamSumoRules.standing(replay.state).ranking.map((p) => [p.player, p.place])).toEqual([
      [2, 1],
      [1, 2],
      [0, 3],
    ]);
  });
});
