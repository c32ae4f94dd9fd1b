import { allMultisets } from '@dicetable/rules';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

// An independent statement of the figures of docs/rules/yam-master.md#figures, written on the sorted dice as a string.
const ORDER = ['1', '2', '3', '4', '5', '6', 'carre', 'defi', 'full', 'le8', 'sec', 'suite', 'yam'];

function expectedLabels(dice: number[], context: '' | 'first-roll' | 'defi'): string {
  const s = [...dice].sort((a, b) => a - b).join('');
  const total = dice.reduce((a, b) => a + b, 0);
  const labels = new Set<string>();
  for (const face of '123456') if (s.includes(face.repeat(3))) labels.add(face);
  const figures = {
    full: /^(\d)\1\1(\d)\2$|^(\d)\3(\d)\4\4$/.test(s),
    carre: /(\d)\1{3}/.test(s),
    yam: /^(\d)\1{4}$/.test(s),
    suite: s === '12345' || s === '23456',
    le8: total <= 8,
  };
  const anyFigure = Object.values(figures).some(Boolean);
  for (const [name, made] of Object.entries(figures)) if (made) labels.add(name);
  if (context === 'first-roll' && anyFigure) labels.add('sec');
  if (context === 'defi') {
    if (!anyFigure) return '';
    labels.add('defi');
  }
  return ORDER.filter((label) => labels.has(label)).join(' ');
}

describe('dicetable figures', () => {
  it('prints the labels of the example, sorted', async () => {
    expect(await runCli(['figures', '3', '3', '3', '3', '3'])).toMatchObject({
      code: 0,
      stdout: '3 carre full yam',
    });
    expect((await runCli(['figures', '5', '2', '5', '2', '5', '--first-roll'])).stdout).toBe('5 full sec');
    expect((await runCli(['figures', '6', '5', '4', '3', '2', '--defi'])).stdout).toBe('defi suite');
    expect((await runCli(['figures', '6', '6', '6', '1', '2', '--defi'])).stdout).toBe('');
  });

  it('agrees with docs/rules/yam-master.md for all 252 dice combinations, in every context', async () => {
    const combos = allMultisets(5);
    expect(combos).toHaveLength(252);
    const contexts = ['', 'first-roll', 'defi'] as const;
    const lines = contexts.flatMap((context) =>
      combos.map((dice) => `${[...dice].reverse().join(' ')}${context ? ` ${context}` : ''}`),
    );
    const result = await runCli(['figures'], lines);
    expect(result.code).toBe(0);
    const expected = contexts.flatMap((context) => combos.map((dice) => expectedLabels(dice, context)));
    expect(result.stdout.split('\n')).toEqual(expected);
  });

  it('refuses bad input on stderr with exit 2', async () => {
    for (const argv of [
      ['figures', '1', '2', '3', '4'],
      ['figures', '1', '2', '3', '4', '7'],
      ['figures', '1', '2', '3', '4', '5', '--sec'],
      ['figures', '1', '2', '3', '4', '5', '--first-roll', '--defi'],
    ]) {
      const result = await runCli(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^dicetable figures: /);
      expect(result.stdout).toBe('');
    }
    const piped = await runCli(['figures'], ['1 1 1 2 3', '1 1 x 2 3']);
    expect(piped.code).toBe(2);
    expect(piped.stdout).toBe('1 le8');
    expect(piped.stderr).toContain('line 2');
  });
});
