// Finds the system's Chromium for the browser tests (tooling/browsers.mjs installs it when missing).
import { existsSync } from 'node:fs';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

// Chromium reaches out to Google services at start; on a closed network those calls only add noise and delay.
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function findSystemChromium() {
  const fromEnv = process.env.DICETABLE_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return systemCandidates.find((path) => existsSync(path));
}
