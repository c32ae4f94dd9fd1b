// The unit tests' worker count and module sharing, shared by every package's vitest config.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Every core: vitest's default is one fewer than the cores, so one of two, which leaves a core idle
// whenever a package's tests are the last task of the stage.
export const maxWorkers = availableParallelism();

const MOCKS_OR_RELOADS_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

/** The test files under these folders, as paths with forward slashes. */
export function testFiles(dirs) {
  return dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => `${dir}/${file.split('\\').join('/')}`),
    );
}

/** The test files under these folders that mock or reload modules, read from their text. */
export function ownModuleTests(dirs) {
  return testFiles(dirs).filter((path) => MOCKS_OR_RELOADS_MODULES.test(readFileSync(path, 'utf8')));
}

/**
 * The vitest projects of a package's tests under these folders. A file that mocks or reloads modules gets a
 * module graph of its own; every other file shares its worker's modules (isolate: false), so it no longer
 * loads and transforms the package again, most of what a small file costs. Worker threads start faster
 * than forked processes.
 */
export function moduleSharingProjects(dirs) {
  const own = ownModuleTests(dirs);
  const include = dirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
  return [
    { extends: true, test: { name: 'shared', pool: 'threads', isolate: false, include, exclude: own } },
    ...(own.length > 0
      ? [{ extends: true, test: { name: 'own-modules', pool: 'threads', include: own } }]
      : []),
  ];
}
