import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

const source = fileURLToPath(new URL('.', import.meta.url));

/** The packages the command's own source imports (statically or lazily), tests and their helpers left out. */
function importedPackages(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.test-support.ts'),
  );
  for (const file of files) {
    const text = readFileSync(`${source}/${file}`, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'([^'.][^']*)'/g)) {
      if (specifier!.startsWith('node:')) continue;
      const parts = specifier!.split('/');
      names.add(specifier!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
    }
  }
  return names;
}

describe('the dicetable package', () => {
  it('declares every package its source imports, the rival physics engines of its benchmark included', () => {
    const imported = importedPackages();
    expect(imported).toContain('@dimforge/rapier3d-compat');
    expect(imported).toContain('cannon-es');
    for (const name of imported) expect(Object.keys(packageJson.dependencies)).toContain(name);
  });

  it('loads the very versions of the rival engines it declares', () => {
    const require = createRequire(import.meta.url);
    const dependencies: Record<string, string> = packageJson.dependencies;
    for (const name of ['@dimforge/rapier3d-compat', 'cannon-es']) {
      expect(require(`${name}/package.json`).version).toBe(dependencies[name]);
    }
  });
});
