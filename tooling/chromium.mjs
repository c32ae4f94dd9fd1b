// Finds the system's Chromium for the browser tests (tooling/browsers.mjs installs it when missing).
import { existsSync } from 'node:fs';

// Chromium's headless shell is the same engine without the desktop browser around it: the browser tests
// run on about 40% less CPU in it than in `chromium --headless`, so it comes first.
const headlessShellCandidates = [
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/chromium-headless-shell',
];

const browserCandidates = [
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

export function findHeadlessShell() {
  return headlessShellCandidates.find((path) => existsSync(path));
}

/** The Chromium to drive: DICETABLE_CHROMIUM if set, else the headless shell, else a full Chromium. */
export function findSystemChromium() {
  const fromEnv = process.env.DICETABLE_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return findHeadlessShell() ?? browserCandidates.find((path) => existsSync(path));
}
