import { expect, type Page, test } from '@playwright/test';
import { panelFlick, restingDiePoint } from './jamsumo-hand.ts';
import { recordedGame } from './jamsumo-recorded-game.ts';
import { startJamSumo } from './start-game.ts';

// A flick is recorded before it is shown, and the simulation runs in a worker: these tests see it as a
// player does (the words, the buttons, the board's pixels) and by what the page itself loads.

/** How many times the page itself (not its workers) loaded the physics engine's WASM. */
const physicsWasmLoads = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByType('resource').filter((r) => /physics[^/]*\.wasm/.test(r.name)).length,
  );

/** A long slide with the button panel, straight at the centre: it runs for a while before it rests. */
const slide = (page: Page) => panelFlick(page, 0, 45, 0);

test('a flick reloaded while it plays back is kept, and reloading cannot take it back', async ({ page }) => {
  await startJamSumo(page, 'Sumo', ['Ann', 'Bram']);
  await restingDiePoint(page.locator('canvas.board-canvas'), 0); // the board has turned towards Ann
  // The moment the flick is in the saved game, while the dice still move on screen, the page reloads.
  await page.evaluate(() => {
    const savedFlicks = () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('dicetable');
        request.onsuccess = () => {
          const all = request.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => {
            const game = (all.result as { game: string; log: { actions: unknown[] } }[]).find(
              (g) => g.game === 'jamsumo',
            );
            request.result.close();
            resolve(game?.log.actions.length ?? 0);
          };
        };
      });
    const watch = async () => {
      if ((await savedFlicks()) === 0) {
        setTimeout(watch, 5);
        return;
      }
      const undo = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Undo'));
      sessionStorage.setItem('phase', document.querySelector('.js-table')?.getAttribute('data-phase') ?? '');
      sessionStorage.setItem('undo', undo?.getAttribute('aria-disabled') === 'true' ? 'disabled' : 'enabled');
      location.reload();
    };
    void watch();
  });
  await slide(page);
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 30_000 });
  const atReload = await page.evaluate(() => [
    sessionStorage.getItem('phase'),
    sessionStorage.getItem('undo'),
  ]);
  expect(atReload).toEqual(['moving', 'disabled']);
  await expect(page.getByTestId('news')).toBeVisible();
  // Reloading again changes nothing: the flick stays made.
  await page.reload();
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 30_000 });
});

// Whether the simulation ran on the page is told by what the page loaded, not by a clock: on a busy machine the
// page's own drawing (WebGL in software here) made long tasks as long as a main-thread simulation would.
test('while a flick plays back, the simulation runs in the worker: the page never loads the physics engine', async ({
  page,
}) => {
  await startJamSumo(page, 'Sumo', ['Ann', 'Bram']);
  await restingDiePoint(page.locator('canvas.board-canvas'), 0);
  await slide(page);
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
  expect(await physicsWasmLoads(page)).toBe(0);
});

test('a saved 3-player game of 40 flicks opens to its board, re-simulated in the table worker', async ({
  page,
}) => {
  // How long it takes is a figure of `dicetable bench reopen`; here, where the work is done.
  const log = await recordedGame(3, 'sumo', 40);
  expect(log.actions).toHaveLength(40);
  await page.goto('/jamsumo');
  await page.getByTestId('import-file').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(log)),
  });
  // The imported game opens at once, as in every game.
  await page.waitForURL(/\/jamsumo\/play\//);
  await expect(page.locator('.js-table canvas.board-canvas')).toBeVisible();
  await expect(page.getByTestId('turn')).toBeVisible({ timeout: 30_000 });
  // The game was re-simulated in the table worker: the page itself never loaded the physics engine.
  expect(await physicsWasmLoads(page)).toBe(0);
  // Every flick was re-simulated exactly (no notice of an older engine).
  await expect(page.getByTestId('notice')).toHaveCount(0);
});
