// `npm start`: install what is missing, build every package, serve the production app.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';

bootstrap();
const bin = (name) => join(root, 'node_modules', '.bin', name);
execFileSync(bin('turbo'), ['run', 'build', '--concurrency=2', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
});
const port = process.env.PORT ?? '4173';
const preview = spawn(
  bin('vite'),
  ['preview', '--port', port, '--strictPort', '--host', process.env.HOST ?? 'localhost'],
  {
    cwd: join(root, 'apps', 'web'),
    stdio: ['inherit', 'pipe', 'inherit'],
  },
);
let announced = false;
preview.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Local/.test(String(chunk))) {
    announced = true;
    console.log(`\nDicetable is being served at http://localhost:${port}/ (Ctrl+C to stop)`);
  }
});
preview.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
