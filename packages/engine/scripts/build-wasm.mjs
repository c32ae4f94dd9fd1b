// Compiles every AssemblyScript module under assembly/<name>/index.ts into build/<name>.wasm (release)
// and build/<name>.debug.wasm (debug, with names and a source map).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const modules = readdirSync(join(pkg, 'assembly')).filter(
  (name) => existsSync(join(pkg, 'assembly', name, 'index.ts')) && (only.length === 0 || only.includes(name)),
);
mkdirSync(join(pkg, 'build'), { recursive: true });

const common = ['--runtime', 'stub', '--exportStart', '_initialize', '--enable', 'simd'];
const targets = {
  release: ['-O3', '--noAssert', '--converge'],
  debug: ['--debug', '--sourceMap'],
};

let failed = false;
for (const name of modules) {
  for (const [target, flags] of Object.entries(targets)) {
    const outFile = join('build', target === 'release' ? `${name}.wasm` : `${name}.debug.wasm`);
    const { error, stderr } = await asc.main(
      [join('assembly', name, 'index.ts'), '--outFile', outFile, ...common, ...flags],
      { stdout: process.stdout, stderr: process.stderr, cwd: pkg },
    );
    if (error) {
      failed = true;
      console.error(`asc failed for ${name} (${target}): ${error.message}\n${stderr.toString()}`);
    } else {
      console.log(`asc: ${outFile}`);
    }
  }
}
if (failed) process.exit(1);
