import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

describe('the engine package', () => {
  it('exports its public entries by name only, each of them a file that exists', () => {
    const entries = Object.entries(packageJson.exports as Record<string, string>);
    for (const [name, target] of entries) {
      expect(name).not.toContain('*');
      expect(existsSync(fileURLToPath(new URL(`../${target}`, import.meta.url)))).toBe(true);
    }
    expect(entries.map(([name]) => name).sort()).toEqual([
      '.',
      './browser',
      './jamsumo-table',
      './node',
      './package.json',
    ]);
  });
});
