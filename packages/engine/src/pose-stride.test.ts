import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const folders = [
  'packages/cli/src',
  'packages/engine/src',
  'packages/players/src',
  'apps/web/src',
  'apps/web/e2e',
];

function sources(): { file: string; text: string }[] {
  return folders.flatMap((folder) =>
    readdirSync(`${repository}${folder}`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => ({
        file: `${folder}/${file}`,
        text: readFileSync(`${repository}${folder}/${file}`, 'utf8'),
      })),
  );
}

describe('the pose stride', () => {
  it('is defined once, in the engine, and no pose is read with a stride written out', () => {
    const all = sources();
    const definitions = all.filter(({ text }) => /\bPOSE_STRIDE\s*=/.test(text)).map(({ file }) => file);
    expect(definitions).toEqual(['packages/engine/src/physics-types.ts']);
    const literal = all
      .filter(({ text }) => /\[[^\]\n]*\*\s*7\b[^\]\n]*\]/.test(text))
      .map(({ file }) => file);
    expect(literal).toEqual([]);
  });
});
