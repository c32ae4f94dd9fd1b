import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const example = fileURLToPath(new URL('../../../engine/bench/scenes/sumo-break.json', import.meta.url));

function scenarioFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'dicetable-flick-')), 'scenario.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('dicetable flick', () => {
  it('runs the documented example and prints outcomes and contacts as JSON', async () => {
    const result = await runCli(['flick', example, '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.flicks).toHaveLength(3);
    expect(report.outcomes).toHaveLength(6);
    // The first flick drives die 5 into the little cluster of dice 0, 1 and 2.
    expect(report.flicks[0].contacts).toContainEqual([0, 5]);
    expect(report.flicks[0].rested).toBe(true);
    for (const outcome of report.outcomes) {
      expect(['board', 'platform', 'hole', 'off']).toContain(outcome.location);
      if (outcome.flat) expect(outcome.topFace).toBeGreaterThanOrEqual(1);
    }
    // Same scenario, same bytes: the physics is deterministic.
    expect((await runCli(['flick', example, '--json'])).stdout).toBe(result.stdout);
  });

  it('prints a readable report', async () => {
    const file = scenarioFile({
      board: { platforms: 2 },
      dice: [
        { position: [0.004, 0.008, 0] },
        { platform: 1, topFace: 6 },
        { position: [0.1, 0.008, 0.1], topFace: 2 },
      ],
      flicks: [{ die: 2, directionDegrees: 90, strength: 0.1, height: 0 }],
    });
    const result = await runCli(['flick', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'flick 1: die 2, direction 1.571 rad, strength 0.1, height 0: touched no other die',
    );
    expect(result.stdout).toContain('die 0: hole');
    expect(result.stdout).toContain('die 1: platform 1, flat, 6 up');
    expect(result.stdout).toContain('die 2: board, flat, 2 up');
  });

  it('refuses bad input with a message and exit 2', async () => {
    const cases: [unknown, string][] = [
      ['{ not json', 'not JSON'],
      [{ dice: [] }, 'dice must be a non-empty array'],
      [{ dice: [{ position: [0, 0] }] }, 'dice[0].position must be an array of 3 numbers'],
      [{ dice: [{ position: [0, 0.008, 0], topFace: 7 }] }, 'dice[0].topFace must be 1 to 6'],
      [{ dice: [{ platform: 0 }] }, 'dice[0].platform must be a platform of the board'],
      [{ board: { holeRadius: -1 }, dice: [{ position: [0, 0.008, 0] }] }, 'holeRadius'],
      [
        { dice: [{ position: [0, 0.008, 0] }], flicks: [{ die: 1, direction: 0, strength: 1, height: 0 }] },
        'flicks[0].die',
      ],
      [
        { dice: [{ position: [0, 0.008, 0] }], flicks: [{ die: 0, direction: 0, strength: 2, height: 0 }] },
        'strength',
      ],
      [{ version: 2, dice: [{ position: [0, 0.008, 0] }] }, 'newer'],
      [{ dice: [{ position: [0, 0.008, 0], colour: 'red' }] }, 'dice[0].colour is not a scenario field'],
    ];
    for (const [content, message] of cases) {
      const result = await runCli(['flick', scenarioFile(content)]);
      expect(result.code, message).toBe(2);
      expect(result.stderr).toContain(message);
    }
    expect((await runCli(['flick'])).code).toBe(2);
    expect((await runCli(['flick', '/no/such/file.json'])).stderr).toContain('cannot read');
    expect((await runCli(['flick', example, '--fast'])).stderr).toContain("unknown option '--fast'");
  });

  it('reads a scenario from stdin with "-"', async () => {
    const result = await runCli(
      ['flick', '-', '--json'],
      [JSON.stringify({ dice: [{ position: [0.1, 0.03, 0], topFace: 3 }] })],
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).outcomes[0]).toMatchObject({
      location: 'board',
      flat: true,
      topFace: 3,
    });
  });
});
