import type { EngineName } from './engines.ts';

// From DICETABLE_ENGINES_PORT on (default 4180): Firefox's app, WebKit's app, WebKit's driver. The physics
// harness takes whatever free port the system gives it: nothing else needs to know it.
const base = Number(process.env.DICETABLE_ENGINES_PORT ?? 4180);

export function enginePorts(engine: EngineName) {
  return engine === 'firefox'
    ? { app: base, harness: 0, driver: 0 }
    : { app: base + 1, harness: 0, driver: base + 2 };
}
