import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordJamSumoGame } from '@dicetable/players/jamsumo-recorder';
import type { JamSumoMode } from '@dicetable/rules/jamsumo';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const fixturePath = (name: string) =>
  fileURLToPath(new URL(`../../../rules/src/jamsumo/fixtures/${name}`, import.meta.url));

const recordGame = (players: number, mode: JamSumoMode, seed: number) =>
  recordJamSumoGame({ players, mode, seed });

function writeTemp(log: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'jamsumo-')), 'game.json');
  writeFileSync(file, JSON.stringify(log));
  return file;
}

// Logs are recorded in the test run itself: a bit-for-bit log belongs to one version of the physics,
// and tuning the engine must not invalidate this test.
describe('dicetable replay (JamSumo)', async () => {
  const recorded = await recordGame(2, 'jam', 7);

  it('records the same game from the same flicks, bit for bit', async () => {
    expect(await recordGame(2, 'jam', 7)).toEqual(recorded);
  });

  it('re-simulates a recorded Jam game and prints the rounds and the standings', async () => {
    const result = await runCli(['replay', writeTemp(recorded)]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      game: 'jamsumo',
      mode: 'jam',
      table: 'flick',
      finished: true,
      roundsPlayed: 2,
    });
    expect(report.results.map((r: { marker: number }) => r.marker)).toEqual([0, 1]);
    // Lowest total wins in Jam.
    const totals = report.standings.map((s: { total: number }) => s.total);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
  });

  it('with --strict, stops at a flick that no longer gives the recorded board (exit 1)', async () => {
    const actions = recorded.actions.map((a, i) =>
      i === 3 && a.type === 'flick' ? { ...a, strength: Math.min(1, a.strength + 0.1) } : a,
    );
    const result = await runCli(['replay', '--strict', writeTemp({ ...recorded, actions })]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({ actionIndex: 3, code: 'replay-diverged' });
  });

  it('without --strict, goes on from the recorded outcomes where a flick no longer re-simulates', async () => {
    const actions = recorded.actions.map((a, i) =>
      i === 3 && a.type === 'flick' ? { ...a, strength: Math.min(1, a.strength + 0.1) } : a,
    );
    const changed = await runCli(['replay', writeTemp({ ...recorded, actions })]);
    expect(changed.code).toBe(0);
    expect(changed.stderr).toMatch(/^note: flick 3 no longer re-simulates/);
    const original = await runCli(['replay', '--strict', writeTemp(recorded)]);
    expect(original.code).toBe(0);
    expect(changed.stdout).toBe(original.stdout);
  });

  it('names an illegal flick (another player’s die) and exits 1', async () => {
    const actions = recorded.actions.map((a, i) => (i === 0 && a.type === 'flick' ? { ...a, die: 5 } : a));
    const result = await runCli(['replay', writeTemp({ ...recorded, actions })]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({ actionIndex: 0, code: 'not-your-die' });
  });

  it('replays a score pad without physics, and refuses a damaged setup as unreadable (exit 2)', async () => {
    const pad = JSON.parse(readFileSync(fixturePath('jamsumo-pad.json'), 'utf8')).log;
    const result = await runCli(['replay', writeTemp(pad)]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).standings.map((s: { name: string }) => s.name)).toEqual([
      'Cas',
      'Bram',
      'Ann',
    ]);
    const bad = await runCli(['replay', writeTemp({ ...pad, setup: { ...pad.setup, players: [] } })]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('setup-player-count');
  });

  it('plays Sumo for five players and Jam Sumo for two to the end, and replays them', {
    timeout: 60_000,
  }, async () => {
    for (const [mode, players] of [
      ['sumo', 5],
      ['jamsumo', 2],
    ] as const) {
      const started = performance.now();
      const log = await recordGame(players, mode, 11);
      const result = await runCli(['replay', writeTemp(log)]);
      expect(result.code).toBe(0);
      const report = JSON.parse(result.stdout);
      expect(report.finished).toBe(true);
      expect(report.roundsPlayed).toBe(mode === 'jamsumo' ? 2 * players : players);
      console.info(
        `${mode}, ${players} players: ${log.actions.length} flicks recorded and replayed in ${Math.round(performance.now() - started)} ms`,
      );
    }
  });
});
