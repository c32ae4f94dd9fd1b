// The servers a smoke suite talks to: the production build under `vite preview`, and the physics harness.
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type PreviewServer, preview } from 'vite';
import { physicsHarnessFiles } from './physics-harness.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Serves apps/web's production build (npm test builds it first) on its own port, so its worker is its own. */
export async function serveApp(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const server: PreviewServer = await preview({
    root: webRoot,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    build: { outDir: process.env.DICETABLE_WEB_OUT ?? 'dist' },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return {
    // localhost is a secure context, where browsers allow service workers.
    url: `http://localhost:${port}/`,
    stop: () => server.close(),
  };
}

export async function serveHarness(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const files = await physicsHarnessFiles();
  const server: Server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname] ?? files['/']!;
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
    response.end(file.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${bound}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
