import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../rules/src/yam-master/fixtures/${name}.json`, import.meta.url));

describe('dicetable replay (Yam Master)', () => {
  it('prints the final board, the tokens and the winner by a line of five', async () => {
    const result = await runCli(['replay', fixture('line-win-real-dice')]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.board).toEqual(['X X X X X', '. O O . .', '. . . . .', '. . . . .', '. . O . .']);
    expect(report.players).toEqual([
      { name: 'Ana', mark: 'X', placed: 6, onBoard: 5, lost: 1 },
      { name: 'Ben', mark: 'O', placed: 3, onBoard: 3, lost: 0 },
    ]);
    expect(report.result).toMatchObject({
      by: 'line',
      winner: 'Ana',
      line: [
        [0, 0],
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ],
    });
  });

  it('prints the points of a game ended by a 12th token', async () => {
    const report = JSON.parse((await runCli(['replay', fixture('points-app-dice')])).stdout);
    expect(report.status).toBe('finished');
    expect(report.result).toEqual({ by: 'points', winner: 'Ana', points: [4, 2] });
  });

  it('prints a draw on equal points with no winner', async () => {
    const report = JSON.parse((await runCli(['replay', fixture('draw-app-dice')])).stdout);
    expect(report.result).toEqual({ by: 'points', winner: null, points: [5, 5] });
  });

  it('names the first illegal action and exits 1', async () => {
    const result = await runCli(['replay', fixture('illegal-place')]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({ actionIndex: 3, code: 'label-not-made' });
    expect(result.stderr).toContain('action 3 is illegal');
  });

  it('refuses a log with a broken setup as unreadable (exit 2), as every game does', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'yam-'));
    const file = join(folder, 'broken.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'dicetable-game-log',
        version: 1,
        game: 'yam-master',
        createdAt: '',
        setup: {},
        actions: [],
      }),
    );
    const result = await runCli(['replay', file]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^dicetable replay: .*\(bad-setup\)$/);
  });
});
