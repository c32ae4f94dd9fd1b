// A production bundle must not carry the test build's probes or any global hook: the build fails
// naming the chunk and the hook it found.
import type { Plugin } from 'vite';

const HOOKS: readonly RegExp[] = [/globalThis\.__\w+/g, /\b__jamsumo\b/g, /\bboardView\b/g];

/** The test hooks present in a piece of bundled code, each once. */
export function findTestHooks(code: string): string[] {
  const found = new Set<string>();
  for (const hook of HOOKS) for (const match of code.matchAll(hook)) found.add(match[0]);
  return [...found];
}

/** Fails `vite build` outside the test build when an emitted chunk contains a test hook. */
export function noTestHooks(): Plugin {
  let testBuild = false;
  return {
    name: 'dicetable:no-test-hooks',
    apply: 'build',
    configResolved(config) {
      testBuild = config.mode === 'e2e';
    },
    generateBundle(_options, bundle) {
      if (testBuild) return;
      const problems = Object.values(bundle).flatMap((output) => {
        const code = output.type === 'chunk' ? output.code : '';
        const hooks = findTestHooks(code);
        return hooks.length > 0 ? [`${output.fileName}: ${hooks.join(', ')}`] : [];
      });
      if (problems.length > 0) {
        this.error(
          `test hooks in the production bundle (build the test build with --mode e2e):\n${problems.join('\n')}`,
        );
      }
    },
  };
}
