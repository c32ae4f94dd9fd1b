import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { findTestHooks, noTestHooks } from './no-test-hooks.ts';

describe('no test hooks in a production bundle', () => {
  it('finds global hooks and the board view probe, and nothing in ordinary code', () => {
    expect(findTestHooks('globalThis.__jamsumo={state:()=>s};c.boardView=v;')).toEqual([
      'globalThis.__jamsumo',
      '__jamsumo',
      'boardView',
    ]);
    expect(findTestHooks('globalThis.__x=1')).toEqual(['globalThis.__x']);
    expect(findTestHooks('const view=createBoardView(c);window.__THREE__=1;o.board=view')).toEqual([]);
  });

  const bundle = (mode: string, code: string) =>
    build({
      logLevel: 'silent',
      mode,
      configFile: false,
      plugins: [
        noTestHooks(),
        {
          name: 'entry',
          resolveId: (id) => (id === 'entry' ? id : null),
          load: (id) => (id === 'entry' ? code : null),
        },
      ],
      build: { write: false, rollupOptions: { input: 'entry' } },
    });

  it('fails a production build that leaves a hook, and lets the test build keep it', async () => {
    const hook = 'globalThis.__jamsumo = { poses: () => [] }; export const x = 1;';
    await expect(bundle('production', hook)).rejects.toThrow(/test hooks in the production bundle/);
    await expect(bundle('e2e', hook)).resolves.toBeDefined();
  });

  it('passes a production build where the mode check removed the probe', async () => {
    const probe = `export function expose(c, v) { if (import.meta.env.MODE !== 'e2e') return; c.boardView = v; }`;
    await expect(bundle('production', probe)).resolves.toBeDefined();
  });
});
