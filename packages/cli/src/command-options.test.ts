import { describe, expect, it } from 'vitest';
import { optionParts, readOptions } from './command-options.ts';
import { runCli } from './test-io.ts';

describe('optionParts', () => {
  it('gives options, values and words in the order written', () => {
    expect(
      optionParts(['jamb', '--dice', '1,2', '--json', 'x'], { flags: ['json'], values: ['dice'] }),
    ).toEqual([
      { kind: 'word', arg: 'jamb' },
      { kind: 'value', name: 'dice', value: '1,2' },
      { kind: 'flag', name: 'json' },
      { kind: 'word', arg: 'x' },
    ]);
  });

  it('names an unknown option as written, a group of letters once', () => {
    expect(optionParts(['--fast', '-abc', '-', '--json=1'], { flags: ['json'] })).toEqual([
      { kind: 'unknown', arg: '--fast' },
      { kind: 'unknown', arg: '-abc' },
      { kind: 'unknown', arg: '-' },
      { kind: 'unknown', arg: '--json=1' },
    ]);
  });

  it('reads `--name=value` only where asked', () => {
    const spec = { flags: ['json'], values: ['dice'] };
    expect(optionParts(['--dice=', '--json=1'], { ...spec, inline: true })).toEqual([
      { kind: 'value', name: 'dice', value: '' },
      { kind: 'flag', name: 'json' },
    ]);
    expect(optionParts(['--dice=1'], spec)).toEqual([{ kind: 'unknown', arg: '--dice=1' }]);
  });

  it('takes `--` as an unknown option and reads on after it', () => {
    expect(optionParts(['--', '--json', 'file'], { flags: ['json'] })).toEqual([
      { kind: 'unknown', arg: '--' },
      { kind: 'flag', name: 'json' },
      { kind: 'word', arg: 'file' },
    ]);
  });

  it('gives a value option at the end no value', () => {
    expect(optionParts(['--dice'], { values: ['dice'] })).toEqual([
      { kind: 'value', name: 'dice', value: undefined },
    ]);
  });

  it('takes whatever follows as the value, or no `--` option when asked', () => {
    expect(optionParts(['--games', '--json'], { flags: ['json'], values: ['games'] })).toEqual([
      { kind: 'value', name: 'games', value: '--json' },
    ]);
    const lookedUp = { flags: ['json'], values: ['games'], dashedValueIsOption: true };
    expect(optionParts(['--games', '--json', '--games', '-1'], lookedUp)).toEqual([
      { kind: 'value', name: 'games', value: undefined },
      { kind: 'flag', name: 'json' },
      { kind: 'value', name: 'games', value: '-1' },
    ]);
  });

  it('reads the lone dash, or every single-dash argument, as a word when asked', () => {
    expect(optionParts(['-', '-6'], { dashWords: 'lone-dash' })).toEqual([
      { kind: 'word', arg: '-' },
      { kind: 'unknown', arg: '-6' },
    ]);
    expect(optionParts(['-', '-6', '-ab', '--x'], { dashWords: 'single-dash' })).toEqual([
      { kind: 'word', arg: '-' },
      { kind: 'word', arg: '-6' },
      { kind: 'word', arg: '-ab' },
      { kind: 'unknown', arg: '--x' },
    ]);
  });
});

describe('readOptions', () => {
  it("keeps each value option's first occurrence", () => {
    const read = readOptions(['--games', '2', 'odds', '--games', '3', '--json', '--x'], {
      flags: ['json'],
      values: ['games', 'frames'],
    });
    expect(read.values).toEqual(new Map([['games', '2']]));
    expect([...read.flags]).toEqual(['json']);
    expect(read.words).toEqual(['odds']);
    expect(read.unknown).toEqual(['--x']);
  });
});

describe('refusals of options, through the commands', () => {
  it('names an unknown option in each command’s words and exits 2', async () => {
    expect(await runCli(['dice-check', '--fast'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "dicetable dice-check: unknown option '--fast'",
    });
    expect(await runCli(['score', 'jamb', '--roll=2'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'dicetable score: unknown option --roll=2',
    });
    const odds = await runCli(['odds', 'jamb', '--fast=1']);
    expect(odds.code).toBe(2);
    expect(odds.stderr.split('\n')[0]).toBe("dicetable odds: unknown option '--fast'");
  });

  it('refuses an option without its value, in the language asked', async () => {
    expect(await runCli(['read-dice', '--dice'])).toMatchObject({ code: 2, stdout: '' });
    const english = await runCli(['simulate', 'jamsumo', '--games']);
    const croatian = await runCli(['--lang', 'hr', 'simulate', 'jamsumo', '--games']);
    expect(english).toEqual({ code: 2, stdout: '', stderr: 'dicetable simulate: --games needs a value' });
    expect(croatian.code).toBe(2);
    expect(croatian.stderr).not.toBe(english.stderr);
    expect(croatian.stderr).toContain('--games');
  });

  it('refuses the first bad argument in the order written', async () => {
    expect((await runCli(['odds', 'jamb', '--dice', '9', '--fast'])).stderr).toBe(
      "dicetable odds: --dice: '9' is not a die value 1-6",
    );
  });
});
