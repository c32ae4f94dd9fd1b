// Finds a Chromium for the browser tests: the system's first, then Playwright's own download.
import { execFileSync } from 'node:child_process';
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

function tryPlaywrightInstall(root) {
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { cwd: root, stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

/** Returns the executable to use, or undefined when Playwright's own download is in place. */
export function ensureChromium(root) {
  const system = findSystemChromium();
  if (system) return system;
  console.log('[dicetable] no system Chromium found; trying Playwright’s own browser download …');
  if (tryPlaywrightInstall(root)) return undefined;
  console.error(
    [
      'No Chromium is available for the browser tests.',
      'Install one of these, then run npm test again:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  or set DICETABLE_CHROMIUM=/path/to/chrome',
      '  or allow Playwright to download its browser: npx playwright install chromium',
    ].join('\n'),
  );
  process.exit(1);
}
