// The unit tests' worker count, shared by every package's vitest config.
import { availableParallelism } from 'node:os';

// Every core: vitest's default is one fewer than the cores, so one of two, which leaves a core idle
// whenever a package's tests are the last task of the stage.
export const maxWorkers = availableParallelism();

// For a package whose test files neither mock modules nor change globals: they share their worker's
// modules, so each file no longer loads and transforms the package again (most of what a small file costs),
// and worker threads start faster than forked processes.
export const sharedModules = { pool: 'threads', isolate: false };
