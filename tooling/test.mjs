// `npm test`: install what is missing, then lint, typecheck, unit tests and the build (no browser needed),
// then the browser tests. A test that fails once fails the run: nothing is retried, and a test Playwright
// calls "flaky" counts as failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';
import { ensureBrowsers } from './browsers.mjs';

bootstrap();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const turbo = join(root, 'node_modules', '.bin', 'turbo');
const reports = ['vitest.json', 'e2e-engines.json', 'playwright.json'];
const packageDirs = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
// A report left by an earlier run must not count in this one (turbo restores cached ones).
for (const dir of packageDirs) {
  for (const report of reports) rmSync(join(dir, 'test-results', report), { force: true });
}

const timings = [];
function turboRun(label, tasks, stageEnv = env) {
  const started = Date.now();
  const run = spawnSync(turbo, ['run', ...tasks, '--concurrency=2', '--continue', '--output-logs=new-only'], {
    cwd: root,
    stdio: 'inherit',
    env: stageEnv,
  });
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return run.status ?? 1;
}

// The build the browser tests need runs here too: no unit test waits for it, so it fills the gaps.
let status = turboRun('lint, types, unit tests and build', ['lint', 'typecheck', 'test', 'build']);
const browsers = ensureBrowsers();
if (browsers) {
  const browserEnv = {
    ...env,
    DICETABLE_CHROMIUM: browsers.chromium,
    DICETABLE_FIREFOX: browsers.firefox,
    DICETABLE_WEBKIT_DRIVER: browsers.webkitDriver,
    DICETABLE_MINIBROWSER: browsers.miniBrowser,
  };
  status = Math.max(status, turboRun('browser tests', ['e2e', 'e2e-engines'], browserEnv));
} else {
  status = Math.max(status, 1);
}

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const dir of packageDirs) {
  const results = join(dir, 'test-results');
  addVitest(join(results, 'vitest.json'));
  addVitest(join(results, 'e2e-engines.json'));
  addPlaywright(join(results, 'playwright.json'));
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
  counts.passed += report.stats.expected ?? 0;
  counts.failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
  counts.skipped += report.stats.skipped ?? 0;
}
if (counts.failed > 0) status = Math.max(status, 1);
if (status !== 0 && counts.failed === 0) counts.failed = 1;
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
console.log(timings.join('; '));
process.exit(status);
