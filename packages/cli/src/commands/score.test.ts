import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

describe('dicetable score jamb', () => {
  it('prints the score of five dice as a bare integer', async () => {
    expect(await runCli(['score', 'jamb', 'twos', '2', '2', '2', '4', '6'])).toEqual({
      code: 0,
      stdout: '6',
      stderr: '',
    });
    expect((await runCli(['score', 'jamb', 'full', '3', '3', '3', '5', '5'])).stdout).toBe('49');
    expect((await runCli(['score', 'jamb', 'full', '5', '5', '5', '5', '5'])).stdout).toBe('0');
    expect(
      (
        await runCli([
          'score',
          'jamb',
          'straight',
          '1',
          '2',
          '3',
          '4',
          '5',
          '--straight-by-roll',
          '--roll',
          '1',
        ])
      ).stdout,
    ).toBe('66');
  });

  it('scores a whole table from standard input, one integer per line', async () => {
    const result = await runCli(
      ['score', 'jamb'],
      ['trips 4 4 4 1 2', 'carre 6 6 6 6 2', '', 'jamb 5 5 5 5 5', 'straight 2 3 4 5 6'],
    );
    expect(result).toEqual({ code: 0, stdout: '22\n64\n75\n45', stderr: '' });
  });

  it('refuses bad input with a message on stderr and exit 2', async () => {
    for (const argv of [
      ['score', 'jamb', 'sevens', '1', '2', '3', '4', '5'],
      ['score', 'jamb', 'ones', '1', '2', '3', '4'],
      ['score', 'jamb', 'ones', '1', '2', '3', '4', '7'],
      ['score', 'jamb', 'ones', '1', '2', '3', '4', 'x'],
      ['score', 'yahtzee', 'ones', '1', '2', '3', '4', '5'],
      ['score', 'jamb', 'ones', '1', '2', '3', '4', '5', '--roll', '4'],
    ]) {
      const result = await runCli(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^dicetable score: /);
    }
    const piped = await runCli(['score', 'jamb'], ['ones 1 1 1 1 1', 'full 1 2 3']);
    expect(piped.code).toBe(2);
    expect(piped.stdout).toBe('5');
    expect(piped.stderr).toContain('line 2');
  });
});
