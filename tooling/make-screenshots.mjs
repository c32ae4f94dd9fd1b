// Takes the manifest's screenshots (the browser's richer install sheet) from the test build: real screens
// of the app, wide (a landscape tablet) and narrow (a phone). Run after `npm run build` and after changing
// what these screens show: node tooling/make-screenshots.mjs — the PNGs are committed.
// DICETABLE_SCREENSHOT_PORT picks the port the build is served on (default 4179).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import UPNG from 'upng-js';
import { preview } from 'vite';
import { startJambGame } from '../apps/web/e2e/jamb-game.mjs';
import { root } from './bootstrap.mjs';
import { chromiumArgs, findSystemChromium } from './chromium.mjs';

const web = join(root, 'apps/web');
const out = join(web, 'public/screenshots');
const port = Number(process.env.DICETABLE_SCREENSHOT_PORT ?? 4179);

const FORM_FACTORS = {
  wide: { width: 1180, height: 820 },
  narrow: { width: 390, height: 844 },
};

async function home(page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Dicetable' }).waitFor();
}

// A Jamb game of two players after the first roll: the sheet and the dice.
const SCREENS = { home, jamb: startJambGame };

/** The screen's PNG in 256 colours: flat colours and text look the same at well under half the bytes. */
function optimised(png) {
  const image = UPNG.decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength));
  return Buffer.from(UPNG.encode(UPNG.toRGBA8(image), image.width, image.height, 256));
}

const server = await preview({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  mode: 'e2e',
  logLevel: 'warn',
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
const browser = await chromium.launch({ executablePath: findSystemChromium(), args: chromiumArgs });
try {
  mkdirSync(out, { recursive: true });
  for (const [formFactor, viewport] of Object.entries(FORM_FACTORS)) {
    // No service worker: its "ready to work offline" line is no part of a screen.
    const context = await browser.newContext({
      baseURL: `http://localhost:${port}`,
      viewport,
      hasTouch: true,
      locale: 'en-GB',
      colorScheme: 'light',
      serviceWorkers: 'block',
    });
    for (const [name, open] of Object.entries(SCREENS)) {
      const page = await context.newPage();
      await open(page);
      const png = await page.screenshot({ animations: 'disabled' });
      writeFileSync(join(out, `${name}-${formFactor}.png`), optimised(png));
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log('screenshots written to apps/web/public/screenshots');
