// `npm test`: install what is missing, then lint, typecheck, unit tests and browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';
import { ensureBrowsers } from './browsers.mjs';

// Browsers first: without root on a machine that lacks them, this stops at once with what to install.
const browsers = ensureBrowsers();
bootstrap();
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  DICETABLE_CHROMIUM: browsers.chromium,
  DICETABLE_FIREFOX: browsers.firefox,
  DICETABLE_WEBKIT_DRIVER: browsers.webkitDriver,
  DICETABLE_MINIBROWSER: browsers.miniBrowser,
};

const turbo = join(root, 'node_modules', '.bin', 'turbo');
const run = spawnSync(
  turbo,
  [
    'run',
    'lint',
    'typecheck',
    'test',
    'e2e',
    'e2e-engines',
    '--concurrency=2',
    '--continue',
    '--output-logs=new-only',
  ],
  { cwd: root, stdio: 'inherit', env },
);

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, group))) {
    const results = join(root, group, name, 'test-results');
    addVitest(join(results, 'vitest.json'));
    addVitest(join(results, 'e2e-engines.json'));
    addPlaywright(join(results, 'playwright.json'));
  }
}
function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
function addVitest(file) {
  const report = readJson(file);
  if (!report) return;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
function addPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return;
  counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  counts.failed += report.stats.unexpected ?? 0;
  counts.skipped += report.stats.skipped ?? 0;
}
const status = run.status ?? 1;
if (status !== 0 && counts.failed === 0) counts.failed = 1;
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(status);
