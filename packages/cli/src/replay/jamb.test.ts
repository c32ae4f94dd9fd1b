import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../rules/src/jamb/fixtures/${name}.log.json`, import.meta.url));

describe('dicetable replay (Jamb)', () => {
  it('prints every sheet and the ranking of a recorded game', async () => {
    const result = await runCli(['replay', fixture('solo-real-dice')]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.sheets[0].columns.down).toMatchObject({
      cells: { ones: 3, jamb: 75 },
      upper: 83,
      bonus: 30,
      middle: 63,
      lower: 255,
      total: 431,
    });
    expect(report.sheets[0].total).toBe(1649);
    expect(report.ranking).toEqual([{ place: 1, player: 0, name: 'Ana', total: 1649 }]);
    const group = JSON.parse((await runCli(['replay', fixture('three-players-house-rules')])).stdout);
    expect(group.ranking.map((entry: { name: string }) => entry.name)).toEqual(['Bram', 'Ana', 'Chris']);
  });

  it('names the illegal action and exits 1', async () => {
    const result = await runCli(['replay', fixture('illegal-write')]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({ actionIndex: 3, code: 'cell-not-open' });
    expect(result.stderr).toContain('action 3 is illegal');
  });

  it('refuses a log with a damaged setup as unreadable (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jamb-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'dicetable-game-log',
        version: 1,
        game: 'jamb',
        createdAt: '',
        setup: {},
        actions: [],
      }),
    );
    const result = await runCli(['replay', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('bad-players');
  });
});
