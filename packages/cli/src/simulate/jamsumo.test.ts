import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const timing = (report: Record<string, number>) => {
  const { msPerDecision, candidatesPerSecond, ...rest } = report;
  return { rest, msPerDecision, candidatesPerSecond };
};

describe('dicetable simulate jamsumo', () => {
  it('prints the figures of seeded games, the same for the same seed', async () => {
    const args = [
      'simulate',
      'jamsumo',
      '--mode',
      'sumo',
      '--players',
      'beginner,random',
      '--games',
      '2',
      '--seed',
      '7',
      '--json',
    ];
    const first = await runCli(args);
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout);
    expect(Object.keys(report)).toEqual([
      'games',
      'wins',
      'draws',
      'winRate',
      'msPerDecision',
      'candidatesPerSecond',
    ]);
    expect(report.games).toBe(2);
    expect(report.wins).toHaveLength(2);
    expect(report.wins[0] + report.wins[1] + report.draws).toBe(2);
    expect(report.winRate).toBe(report.wins[0] / 2);
    expect(report.msPerDecision).toBeGreaterThan(0);
    expect(report.candidatesPerSecond).toBeGreaterThan(0);
    const again = JSON.parse((await runCli(args)).stdout);
    expect(timing(again).rest).toEqual(timing(report).rest);
  });

  it('refuses unknown players and modes, and names the games it simulates', async () => {
    expect((await runCli(['simulate', 'jamsumo', '--players', 'expert,wizard'])).stderr).toMatch(
      /unknown player 'wizard'/,
    );
    expect((await runCli(['simulate', 'jamsumo', '--mode', 'golf'])).code).toBe(2);
    expect((await runCli(['simulate', 'jamsumo', '--players', 'expert'])).stderr).toMatch(/2 to 5/);
    expect((await runCli(['simulate'])).stderr).toMatch(/jamsumo/);
  });
});
