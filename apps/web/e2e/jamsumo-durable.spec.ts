import { expect, type Page, test } from '@playwright/test';
import { recordedGame } from './jamsumo-recorded-game.ts';

// A flick is recorded before it is shown, and the simulation runs in a worker: these tests see it as a
// player does (the words, the buttons, the board's pixels) and through the browser's Long Tasks API.

async function newGame(page: Page, names: string[]) {
  await page.goto('/jamsumo');
  await page.getByRole('link', { name: /New game on this tablet/ }).click();
  await page.getByRole('radio', { name: 'Sumo', exact: true }).check();
  for (const [i, name] of names.entries()) {
    await page.getByRole('combobox', { name: `Name of player ${i + 1}` }).fill(name);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('turn')).toHaveText(`${names[0]}’s turn`, { timeout: 30_000 });
}

async function setRange(page: Page, testId: string, value: number) {
  await page.getByTestId(testId).evaluate((input: HTMLInputElement, v) => {
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** A long slide with the button panel, straight at the centre: it runs for a while before it rests. */
async function slide(page: Page) {
  const panel = page.locator('.js-keyboard-flick');
  if (!(await panel.evaluate((d: HTMLDetailsElement) => d.open))) await panel.locator('summary').click();
  await setRange(page, 'flick-direction', 0);
  await setRange(page, 'flick-strength', 45);
  await setRange(page, 'flick-height', 0);
  await panel.getByRole('button', { name: 'Flick', exact: true }).click();
}

test('a flick reloaded while it plays back is kept, and reloading cannot take it back', async ({ page }) => {
  await newGame(page, ['Ann', 'Bram']);
  await page.waitForTimeout(1000); // the board turns towards Ann
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
      sessionStorage.setItem('undo', undo?.disabled ? 'disabled' : 'enabled');
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

// The test browser draws WebGL in software (SwiftShader): compositing a frame of the board is itself a
// long task here, on a busy machine up to a second. The Long Tasks API does not say what a task was, so
// each long task is matched with the Long Animation Frames API's script attribution: what ran scripts.
interface Timed {
  start: number;
  duration: number;
}
interface Watch {
  tasks: Timed[];
  scripts: (Timed & { source: string })[];
}

test('while a flick plays back, no long task comes from the simulation: it runs in the worker', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const watch: Watch = { tasks: [], scripts: [] };
    (window as unknown as { watch: Watch }).watch = watch;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) watch.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: false });
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as { scripts: PerformanceEntry[] }[]) {
        for (const script of frame.scripts as unknown as (PerformanceEntry & { sourceURL: string })[]) {
          watch.scripts.push({
            start: script.startTime,
            duration: script.duration,
            source: script.sourceURL,
          });
        }
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  });
  await newGame(page, ['Ann', 'Bram']);
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes)).toContain(
    'long-animation-frame',
  );
  await page.waitForTimeout(1500);
  await slide(page);
  // From the moment the flick was handed to the table worker until the dice rest on screen.
  const since = await page.evaluate(() => performance.now());
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
  const watch = await page.evaluate(() => (window as unknown as { watch: Watch }).watch);
  const tasks = watch.tasks.filter((task) => task.start >= since);
  const scriptIn = (task: Timed) =>
    watch.scripts
      .filter((s) => s.start >= task.start && s.start < task.start + task.duration)
      .reduce((sum, s) => sum + s.duration, 0);
  const report = tasks.map((task) => ({
    ms: Math.round(task.duration),
    scriptMs: Math.round(scriptIn(task)),
  }));
  console.log(`long tasks while the flick played back: ${JSON.stringify(report)}`);
  // The simulation cannot run here: the page never loads the physics engine (below). What script the long
  // tasks hold is the page drawing the frames (a software renderer on a busy two-core machine: up to
  // 164 ms seen while other tests ran); a main-thread simulation's stall (370 ms on an idle machine,
  // more under load) would still show.
  expect(report.filter((task) => task.scriptMs > 300)).toEqual([]);
  // The page itself never even loaded the physics engine.
  const wasm = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((r) => /physics[^/]*\.wasm/.test(r.name)).length,
  );
  expect(wasm).toBe(0);
});

test('a saved 3-player game of 40 flicks opens to its board within a second', async ({ page, browser }) => {
  const log = await recordedGame(browser, 3, 'sumo', 40);
  expect(log.actions).toHaveLength(40);
  await page.goto('/jamsumo');
  await page.getByTestId('import-file').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(log)),
  });
  await expect(page.getByText('The game was imported.')).toBeVisible();
  page.on('console', (m) => m.text().startsWith('T ') && console.log(m.text()));
  // Timed in the page: from the tap on the saved game to the board drawn on the game screen.
  const opened = async () => {
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const seen = new MutationObserver(() => {
            if (!document.querySelector('.js-table canvas.board-canvas')) return;
            seen.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          seen.observe(document.body, { subtree: true, childList: true });
          document.querySelector<HTMLAnchorElement>('.js-game-link')!.click();
        }),
    );
    await expect(page.getByTestId('turn')).toBeVisible({ timeout: 30_000 });
    return Math.round(ms);
  };
  // Other work on a shared machine slows single opens at random: the best of three is the app's own time.
  const times: number[] = [];
  for (let open = 0; open < 3; open++) {
    if (open > 0) {
      await page.goBack();
      await expect(page.locator('.js-game-link')).toBeVisible();
    }
    times.push(await opened());
  }
  console.log(`opening a saved 40-flick game: ${times.join(', ')} ms`);
  expect(Math.min(...times)).toBeLessThan(1000);
  // The first open also starts the table worker and compiles the engine.
  for (const ms of times) expect(ms).toBeLessThan(3000);
  // Every flick was re-simulated exactly (no notice of an older engine).
  await expect(page.getByTestId('notice')).toHaveCount(0);
});
