import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';
import { formatReopenBench, runReopenBench } from './reopen.ts';

describe('dicetable bench reopen', () => {
  it('re-simulates a saved game of that many flicks as recorded, the same each time', async () => {
    const first = await runReopenBench({ flicks: 6, opens: 2 });
    expect(first).toMatchObject({ players: 3, flicks: 6, opens: 2, exact: true });
    expect(first.maxMs).toBeGreaterThanOrEqual(first.medianMs);
    const second = await runReopenBench({ flicks: 6, opens: 2 });
    expect({ ...second, medianMs: 0, maxMs: 0 }).toEqual({ ...first, medianMs: 0, maxMs: 0 });
    expect(formatReopenBench(first)).toContain(`median ${first.medianMs.toFixed(0)} ms`);
  });

  it('is one of the benchmarks the command runs by name', async () => {
    expect((await runCli(['bench', 'no-such'])).stderr).toMatch(/available: .*reopen/);
  });
});
