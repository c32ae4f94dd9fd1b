import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chiSquarePValue } from '@dicetable/stats';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const fixture = (path: string) => fileURLToPath(new URL(`../../../rules/src/${path}`, import.meta.url));
const JAMB_SOLO = fixture('jamb/fixtures/solo-real-dice.log.json');
const JAMB_THREE = fixture('jamb/fixtures/three-players-house-rules.log.json');
const YAM_LINE = fixture('yam-master/fixtures/line-win-real-dice.json');
const YAM_DRAW = fixture('yam-master/fixtures/draw-app-dice.json');

/** JamSumo fixtures wrap the log; the command reads bare logs as the app exports them. */
function bareLog(path: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'stats-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(JSON.parse(readFileSync(fixture(path), 'utf8')).log));
  return file;
}

describe('dicetable stats', () => {
  it('prints per-player statistics of the finished games as JSON', async () => {
    const pad = bareLog('jamsumo/fixtures/jamsumo-pad.json');
    const result = await runCli(['stats', JAMB_SOLO, JAMB_THREE, YAM_LINE, YAM_DRAW, pad]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.games).toBe(5);
    const ana = report.players.find((p: { player: string }) => p.player === 'Ana');
    expect(ana.games).toBe(4);
    expect(ana.jamb).toMatchObject({ games: 2, mean: (1649 + 604) / 2, best: 1649, worst: 604 });
    expect(ana.yamMaster).toMatchObject({ wins: 1, draws: 1, losses: 0, linesOfFive: 1 });
    const cas = report.players.find((p: { player: string }) => p.player === 'Cas');
    expect(cas.jamsumo.modes.jamsumo).toEqual({ games: 1, wins: 1 });
  });

  it('skips an unfinished game with a note and refuses an unreadable file', async () => {
    const unfinished = bareLog('jamsumo/fixtures/jam-round.json');
    const result = await runCli(['stats', JAMB_SOLO, unfinished]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).games).toBe(1);
    expect(result.stderr).toContain('skipped');
    expect((await runCli(['stats', '/no/such/file.json'])).code).toBe(2);
    expect((await runCli(['stats'])).code).toBe(2);
  });
});

describe('dicetable dice-check', () => {
  it('prints throws, faces, χ² and p of the real dice as JSON', async () => {
    const result = await runCli(['dice-check', YAM_LINE, YAM_DRAW, '--json']);
    expect(result.code).toBe(0);
    const check = JSON.parse(result.stdout);
    expect(Object.keys(check)).toEqual(['throws', 'faces', 'chi2', 'p']);
    // The draw was played with the app's dice: only the 68 real dice of the line game count.
    expect(check.throws).toBe(68);
    expect(check.faces).toEqual([10, 16, 11, 11, 8, 12]);
    // χ² = Σ n² / E − N with E = 68 / 6 and Σ n² = 100 + 256 + 121 + 121 + 64 + 144 = 806.
    expect(check.chi2).toBeCloseTo((806 * 6) / 68 - 68, 10);
    expect(check.p).toBeCloseTo(chiSquarePValue(check.chi2, 5), 12);
    expect(check.p).toBeGreaterThan(0.5);
  });

  it('words the verdict and counts only the named dice set', async () => {
    const words = await runCli(['dice-check', YAM_LINE]);
    expect(words.stdout).toContain('no sign of bias after 68 throws');
    expect(words.stdout).toMatch(/\d+ more throws would reveal a 2-point bias/);
    const none = await runCli(['dice-check', YAM_LINE, '--dice-set', 'red', '--json']);
    expect(JSON.parse(none.stdout)).toMatchObject({ throws: 0, faces: [0, 0, 0, 0, 0, 0] });
    expect((await runCli(['dice-check', YAM_LINE, '--bogus'])).code).toBe(2);
  });
});
