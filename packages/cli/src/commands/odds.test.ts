import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

async function json(argv: string[]) {
  const result = await runCli(argv);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
}

describe('dicetable odds', () => {
  it('prints the whole-turn Jamb table as JSON, before the first roll', async () => {
    const answer = await json(['odds', 'jamb', '--json']);
    expect(Object.keys(answer)).toEqual(['targets']);
    expect(Object.keys(answer.targets)).toHaveLength(13);
    expect(Object.keys(answer.targets.sixes)).toEqual(['probability', 'expected', 'hold', 'expectedHold']);
    expect(answer.targets.sixes.expected).toBeCloseTo(12.638888888888889, 12);
    expect(answer.targets.jamb.probability).toBeCloseTo(2783176 / 60466176, 14);
    expect(answer.targets.sixes.hold).toEqual([]);
  });

  it('prints Yam Master figures with a chosen hold, without expectations', async () => {
    const answer = await json([
      'odds',
      'yam',
      '--dice',
      '2,2,2,4,6',
      '--rolls-left',
      '2',
      '--hold',
      '2,2,2',
      '--json',
    ]);
    expect(Object.keys(answer)).toEqual(['targets', 'given']);
    expect(answer.targets.carre).toEqual({
      probability: expect.closeTo(11 / 36 + (25 / 36) * (11 / 36), 14),
      hold: [2, 2, 2],
    });
    expect(answer.targets['2']).toEqual({ probability: 1, hold: [2, 2, 2, 4, 6] });
    expect(answer.given.hold).toEqual([2, 2, 2]);
    expect(Object.keys(answer.given.targets.carre)).toEqual(['probability']);
    expect(answer.targets.sec.probability).toBe(0);
    expect(answer.targets.defi.probability).toBeGreaterThan(0);
  });

  it('takes a declared Défi into account', async () => {
    const answer = await json(['odds', 'yam', '--dice=1,2,3,4,5', '--rolls-left=1', '--defi', '--json']);
    expect(answer.targets.defi).toEqual({ probability: 1, hold: [1, 2, 3, 4, 5] });
    expect(answer.targets.sec.probability).toBe(0);
  });

  it('takes Jamb house rules into account', async () => {
    const argv = ['odds', 'jamb', '--dice', '3,3,3,2,1', '--rolls-left', '0', '--json'];
    const plain = await json(argv);
    const house = await json([...argv, '--trips-bonus-20', '--straight-by-roll']);
    expect(plain.targets.trips.expected).toBe(19);
    expect(house.targets.trips.expected).toBe(29);
  });

  it('prints a readable table without --json', async () => {
    const result = await runCli([
      'odds',
      'jamb',
      '--dice',
      '2,2,2,4,6',
      '--rolls-left',
      '1',
      '--hold',
      '2,2,2',
    ]);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('Jamb odds: dice 2 2 2 4 6, 1 roll left');
    expect(lines[2]).toMatch(
      /^target\s+chance\s+for the chance\s+expected\s+for the points\s+with keep 2 2 2$/,
    );
    expect(lines.find((line) => line.startsWith('twos'))).toMatch(
      /^twos\s+100\.00%\s+stop\s+6\.67\s+keep 2 2 2/,
    );
    expect(lines).toHaveLength(3 + 13);
  });

  it.each([
    [['odds'], 'which game'],
    [['odds', 'poker'], "unknown game 'poker'"],
    [['odds', 'jamb', '--dice', '1,2,3,4'], 'five values'],
    [['odds', 'jamb', '--dice', '1,2,3,4,9'], "'9' is not a die value"],
    [['odds', 'jamb', '--dice', '1,2,3,4,5', '--rolls-left', '3'], 'rolls left must be 0, 1 or 2'],
    [['odds', 'jamb', '--rolls-left', '1'], 'before the first roll'],
    [['odds', 'jamb', '--dice', '1,2,3,4,5', '--defi'], 'only in Yam Master'],
    [['odds', 'yam', '--dice', '1,2,3,4,5', '--hold', '6'], 'not part of dice'],
    [['odds', 'yam', '--dice', '1,2,3,4,5', '--rolls-left', 'two'], 'whole number'],
    [['odds', 'yam', '--fast'], "unknown option '--fast'"],
    [['odds', 'yam', '--trips-bonus-20'], 'only to Jamb'],
  ])('refuses %j with exit 2', async (argv, message) => {
    const result = await runCli(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });
});
