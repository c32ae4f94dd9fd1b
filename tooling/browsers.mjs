// The browsers the browser tests drive, found on this machine or installed from Debian's packages.
// Runs before the npm dependencies are checked, so it may use Node's own modules only.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findHeadlessShell, findSystemChromium } from './chromium.mjs';

const firstExisting = (paths) => paths.find((path) => path && existsSync(path));

function findMiniBrowser() {
  const fromEnv = process.env.DICETABLE_MINIBROWSER;
  if (fromEnv) return firstExisting([fromEnv]);
  // Debian puts it under the multiarch folder of the machine: x86_64-linux-gnu, aarch64-linux-gnu, …
  const libs = existsSync('/usr/lib')
    ? readdirSync('/usr/lib').filter((name) => name.endsWith('-linux-gnu'))
    : [];
  return firstExisting(libs.map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`));
}

/** Where each browser (and the virtual display WebKit needs) is; undefined for what is missing. */
export function findBrowsers() {
  return {
    chromium: findSystemChromium(),
    firefox: firstExisting([process.env.DICETABLE_FIREFOX, '/usr/bin/firefox-esr', '/usr/bin/firefox']),
    webkitDriver: firstExisting([process.env.DICETABLE_WEBKIT_DRIVER, '/usr/bin/WebKitWebDriver']),
    miniBrowser: findMiniBrowser(),
    xvfbRun: firstExisting(['/usr/bin/xvfb-run']),
    xauth: firstExisting(['/usr/bin/xauth']),
  };
}

/** The Debian packages that would bring what is missing. */
export function missingPackages(found = findBrowsers()) {
  const packages = [];
  if (!found.chromium) packages.push('chromium-headless-shell');
  if (!found.firefox) packages.push('firefox-esr');
  if (!found.webkitDriver || !found.miniBrowser) packages.push('webkit2gtk-driver');
  if (!found.xvfbRun) packages.push('xvfb');
  if (!found.xauth) packages.push('xauth');
  return packages;
}

const isRoot = () => process.getuid?.() === 0;
const hasAptGet = () => existsSync('/usr/bin/apt-get');

function aptGet(args) {
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
    // No question may wait for an answer: there is no one at the keyboard in CI.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Makes sure Chromium, Firefox ESR and WebKitGTK's WebDriver are here: installs the missing ones with
 * apt-get when running as root on Debian. Answers where they are, or undefined after saying exactly what
 * to install.
 */
export function ensureBrowsers() {
  const missing = missingPackages();
  // A full Chromium here does, only slower: the headless shell is brought too, unless a Chromium was named.
  const faster = missing.length === 0 && !process.env.DICETABLE_CHROMIUM && !findHeadlessShell();
  if (missing.length === 0 && !faster) return findBrowsers();
  if (isRoot() && hasAptGet()) {
    aptGet(['update', '-qq']);
    if (faster) {
      try {
        aptGet(['install', '-y', '-qq', 'chromium-headless-shell']);
      } catch {
        console.warn('[dicetable] no chromium-headless-shell to install: the full Chromium drives the tests');
      }
      return findBrowsers();
    }
    console.log(`[dicetable] installing the browsers the tests drive: ${missing.join(' ')}`);
    aptGet(['install', '-y', '-qq', ...missing]);
    const still = missingPackages();
    if (still.length === 0) return findBrowsers();
    console.error(`apt-get finished but these are still missing: ${still.join(' ')}`);
    return undefined;
  }
  if (missing.length === 0) {
    console.warn(
      `[dicetable] driving ${findSystemChromium()}: the browser tests run faster in Chromium's headless shell (apt-get install chromium-headless-shell)`,
    );
    return findBrowsers();
  }
  console.error(
    [
      'The browser tests need browsers that are not installed here.',
      hasAptGet()
        ? `Install them as root, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`
        : `Install these (Debian package names), then run npm test again: ${missing.join(' ')}`,
      'Or point to existing ones with DICETABLE_CHROMIUM, DICETABLE_FIREFOX, DICETABLE_WEBKIT_DRIVER and',
      'DICETABLE_MINIBROWSER.',
    ].join('\n'),
  );
  return undefined;
}
