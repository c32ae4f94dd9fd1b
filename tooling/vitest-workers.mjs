// The unit tests' worker count, shared by every package's vitest config.
import { availableParallelism } from 'node:os';

// Every core: vitest's default is one fewer than the cores, so one of two, which leaves a core idle
// whenever a package's tests are the last task of the stage.
export const maxWorkers = availableParallelism();
