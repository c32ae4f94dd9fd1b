import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const withoutTiming = (stdout: string) => {
  const { msPerDecision, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
  expect(typeof msPerDecision).toBe('number');
  return rest;
};

describe('dicetable simulate', () => {
  it('prints the Jamb figures, the same for the same seed', async () => {
    const jamb = (player: string, games: number, seed: number) =>
      runCli([
        'simulate',
        'jamb',
        '--player',
        player,
        '--games',
        String(games),
        '--seed',
        String(seed),
        '--json',
      ]);
    const first = await jamb('greedy', 3, 7);
    expect(first.code).toBe(0);
    expect(Object.keys(JSON.parse(first.stdout))).toEqual([
      'games',
      'mean',
      'sd',
      'min',
      'max',
      'msPerDecision',
    ]);
    expect(withoutTiming((await jamb('greedy', 3, 7)).stdout)).toEqual(withoutTiming(first.stdout));
    expect(withoutTiming((await jamb('greedy', 3, 8)).stdout)).not.toEqual(withoutTiming(first.stdout));
    for (const player of ['advisor', 'naive', 'random']) {
      expect(JSON.parse((await jamb(player, 1, 7)).stdout).games).toBe(1);
    }
  });

  it('prints the Yam Master match, the same for the same seed', async () => {
    const argv = [
      'simulate',
      'yam-master',
      '--players',
      'hard,random',
      '--games',
      '2',
      '--seed',
      '3',
      '--json',
    ];
    const first = await runCli(argv);
    expect(first.code).toBe(0);
    const figures = JSON.parse(first.stdout);
    expect(Object.keys(figures)).toEqual(['games', 'wins', 'draws', 'winRate', 'msPerDecision']);
    expect(figures.wins[0] + figures.wins[1] + figures.draws).toBe(2);
    expect(figures.winRate).toBe(figures.wins[0] / 2);
    expect(withoutTiming((await runCli(argv)).stdout)).toEqual(withoutTiming(first.stdout));
  });

  it('refuses unknown players and bad counts', async () => {
    for (const argv of [
      ['simulate', 'jamb', '--player', 'wizard'],
      ['simulate', 'jamb', '--player', 'greedy', '--games', '0'],
      ['simulate', 'yam-master', '--players', 'hard'],
      ['simulate', 'chess'],
    ]) {
      const result = await runCli(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^dicetable simulate: /);
    }
  });
});
