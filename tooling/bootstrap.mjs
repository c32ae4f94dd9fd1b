// Installs the npm dependencies when they are missing or older than the lock file.
// Runs before anything is installed, so it may use Node's own modules only.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.dicetable-install-stamp');

function manifestFiles() {
  const files = ['package.json', 'package-lock.json'];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const manifest = join(group, name, 'package.json');
      if (existsSync(join(root, manifest))) files.push(manifest);
    }
  }
  return files;
}

function fingerprint() {
  const hash = createHash('sha256');
  hash.update(process.version.split('.')[0]);
  for (const file of manifestFiles()) {
    const full = join(root, file);
    if (existsSync(full)) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

export function bootstrap() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) {
    console.error(`Dicetable needs Node 20 or newer; this is Node ${process.versions.node}.`);
    process.exit(1);
  }
  const wanted = fingerprint();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (current === wanted) return;
  const hasLock = existsSync(join(root, 'package-lock.json'));
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.log(`[dicetable] installing dependencies (npm ${args[0]}) …`);
  execFileSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  writeFileSync(stampFile, fingerprint());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) bootstrap();
