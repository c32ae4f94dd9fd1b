// Records a JamSumo game with the engine and the practice player inside the test browser (a page of its
// own on an intercepted origin), as the app would have saved it there: a log that the app's table worker
// re-simulates bit for bit. (Node's Math functions differ from Chromium's in the last bits, and the
// board layout still uses them, so a log recorded in Node would not re-simulate here.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JamSumoLog, JamSumoMode } from '@dicetable/rules/jamsumo';
import type { Browser } from '@playwright/test';
import { build } from 'esbuild';

const engineSrc = fileURLToPath(new URL('../../../packages/engine/src/', import.meta.url));
const botFile = fileURLToPath(new URL('../../../packages/cli/src/replay/jamsumo-bot.ts', import.meta.url));
const wasmFile = fileURLToPath(new URL('../../../packages/engine/build/physics.wasm', import.meta.url));
const origin = 'http://recorder.dicetable.test';

const harness = `
import { appendAction, seedRng } from '@dicetable/rules';
import { createJamSumoLog, newGame } from '@dicetable/rules/jamsumo';
import { botMove } from ${JSON.stringify(botFile)};
import { engineLayout, playFlick, roundLayout } from './jamsumo-table/index.ts';
import { defaultBoard } from './physics-board.ts';
import { WasmPhysicsWorld } from './physics.ts';
window.record = async (players, mode, flicks) => {
  const world = await WasmPhysicsWorld.fromSource(fetch('/physics.wasm'));
  const board = defaultBoard(players);
  const setup = {
    players: ['Ann', 'Bram', 'Cas', 'Dee', 'Eli'].slice(0, players).map((name, colour) => ({ name, colour })),
    mode, table: 'flick', firstMarker: 0, board: { ...board },
  };
  const table = { world, board, layout: engineLayout };
  let state = newGame(setup);
  world.reset(board, roundLayout(table, state));
  let log = createJamSumoLog(setup);
  let rng = seedRng(5);
  for (let i = 0; i < flicks && !state.finished; i++) {
    const next = botMove(table, state, rng);
    rng = next.rng;
    const played = playFlick(table, state, next.move);
    if (!played.ok) throw new Error(played.error.message);
    log = appendAction(log, played.value.action);
    state = played.value.state;
  }
  return log;
};
`;

export async function recordedGame(
  browser: Browser,
  players: number,
  mode: JamSumoMode,
  flicks: number,
): Promise<JamSumoLog> {
  const bundle = await build({
    stdin: { contents: harness, resolveDir: engineSrc, loader: 'ts', sourcefile: 'recorder.ts' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const wasm = readFileSync(wasmFile);
  const page = await browser.newPage();
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/physics.wasm') return route.fulfill({ body: wasm, contentType: 'application/wasm' });
    if (path === '/recorder.js') return route.fulfill({ body: script, contentType: 'text/javascript' });
    return route.fulfill({
      body: '<!doctype html><meta charset="utf-8"><script type="module" src="/recorder.js"></script>',
      contentType: 'text/html',
    });
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => 'record' in window);
  const log = await page.evaluate(
    ([p, m, f]) =>
      (window as unknown as { record(p: number, m: string, f: number): Promise<JamSumoLog> }).record(
        p as number,
        m as string,
        f as number,
      ),
    [players, mode, flicks] as const,
  );
  await page.close();
  return log;
}
