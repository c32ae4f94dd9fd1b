import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const fixture = (path: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../rules/src/${path}`, import.meta.url)), 'utf8'));
const jambLog = fixture('jamb/fixtures/solo-real-dice.log.json');
const yamLog = fixture('yam-master/fixtures/points-app-dice.json');
const at = (log: { actions: unknown[] }, count: number) =>
  JSON.stringify({ ...log, actions: log.actions.slice(0, count) });

describe('dicetable advise --stream', () => {
  it('answers one action per log, "roll" for a throw in real-dice games too, and goes on after bad lines', async () => {
    const result = await runCli(
      ['advise', '--stream'],
      [at(jambLog, 0), at(jambLog, 1), 'not json', '{"format":"other"}', at(yamLog, 0), at(yamLog, 1)],
    );
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(6);
    expect(lines[0]).toEqual({ type: 'roll' });
    expect(['hold', 'release', 'roll', 'announce', 'write']).toContain(lines[1].type);
    expect(typeof lines[1].expected).toBe('number');
    expect(lines[2].error.code).toBe('log-not-json');
    expect(lines[3].error.code).toBe('log-foreign');
    expect(lines[4]).toEqual({ type: 'roll' });
    expect(['hold', 'roll', 'defi', 'place', 'remove', 'pass']).toContain(lines[5].type);
  });

  it('refuses a finished game and an illegal log with an error line', async () => {
    const result = await runCli(['advise', '--stream'], [at(jambLog, jambLog.actions.length)]);
    expect(JSON.parse(result.stdout).error.code).toBeDefined();
    const broken = { ...jambLog, actions: [{ type: 'write', column: 'down', category: 'ones' }] };
    expect(
      JSON.parse((await runCli(['advise', '--stream'], [JSON.stringify(broken)])).stdout).error.code,
    ).toBe('not-rolled-yet');
  });

  it('needs --stream', async () => {
    expect((await runCli(['advise'])).code).toBe(2);
  });
});
