import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from './test-io.ts';

// The engine's build folder as it is before `npm run build`: every .wasm file is missing.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((path: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    if (String(path).endsWith('.wasm')) {
      throw Object.assign(new Error(`ENOENT: no such file, open '${String(path)}'`), { code: 'ENOENT' });
    }
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
});

const scene = fileURLToPath(new URL('../../engine/bench/scenes/sumo-break.json', import.meta.url));

describe('dicetable without the engine build', () => {
  it.each([
    [['odds', 'jamb', '--dice', '2,2,2,4,6', '--rolls-left', '2', '--json'], 'odds'],
    [['odds', 'yam'], 'odds'],
    [['flick', scene, '--json'], 'physics'],
  ])('%j fails naming the missing build, and answers nothing another way', async (argv, module) => {
    const result = await runCli(argv);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(
        `^dicetable ${argv[0]}: .*build/${module}\\.wasm is missing; build the engine first \\(npm run build\\)\\.$`,
      ),
    );
  });
});
