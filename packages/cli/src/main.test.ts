import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { runCli } from './test-io.ts';

describe('dicetable command', () => {
  it('prints help and version', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: dicetable <command>');
    expect((await runCli(['--version'])).stdout).toBe(packageJson.version);
  });

  it('refuses an unknown command with exit 2', async () => {
    const result = await runCli(['juggle']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'juggle'");
  });

  it('runs as an installed binary from the built bundle', () => {
    const bin = fileURLToPath(new URL('../bin/dicetable.mjs', import.meta.url));
    expect(execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' }).trim()).toBe(
      packageJson.version,
    );
  });
});
