import { expect, type Page, test } from '@playwright/test';

// The physics lab: a real WASM world drawn with three.js. The test Chromium draws WebGL with
// SwiftShader, so the 3D tests require it; a browser without WebGL is simulated in its own test, where
// the lab shows a message and the keyboard flick panel still works. Where a die is drawn comes from the
// test build's probe on the canvas (apps/web/src/test-build); the production bundle has none.

// A software renderer pays for every pixel of every frame: a smaller tablet, and reduced motion so a
// turn of the board is one frame instead of an animation (which also covers the reduced-motion path).
test.use({ viewport: { width: 960, height: 680 }, reducedMotion: 'reduce' });
// Each frame is drawn on the CPU here; on a busy machine a whole test can take most of a minute.
test.setTimeout(120_000);

interface DiePoint {
  x: number;
  y: number;
}

/** Page coordinates of die i's centre, or null when there is no 3D view. */
async function dieOnPage(page: Page, die: number): Promise<DiePoint | null> {
  return page.evaluate((i) => {
    const canvas = document.querySelector('canvas.board-canvas') as
      | (HTMLCanvasElement & { boardView?: { dieScreenPoint(i: number): DiePoint | null } })
      | null;
    const point = canvas?.boardView?.dieScreenPoint(i);
    if (!canvas || !point) return null;
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left + point.x, y: rect.top + point.y };
  }, die);
}

async function turnOf(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas.board-canvas') as
      | (HTMLCanvasElement & { boardView?: { getTurn(): number } })
      | null;
    return canvas?.boardView?.getTurn() ?? null;
  });
}

async function openLab(page: Page, { webgl = true } = {}): Promise<void> {
  await page.goto('/lab');
  // The first load compiles the WASM engine and the board's shaders (slow in a software renderer).
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Physics lab' })).toBeVisible();
  await expect(page.locator('[data-testid=lab-outcomes] tbody tr')).toHaveCount(5);
  if (webgl) await expect(page.locator('canvas.board-canvas')).toBeVisible();
  else await expect(page.getByText('WebGL is unavailable')).toBeVisible();
}

/** Flicks die 1 hard to the right with the keyboard panel (works with or without WebGL). */
async function panelFlick(page: Page): Promise<void> {
  await page.getByTestId('flick-die').selectOption('0');
  await page.getByTestId('flick-direction').fill('90');
  await page.getByTestId('flick-strength').fill('100');
  await page.getByTestId('flick-submit').click();
}

const rows = (page: Page) => page.locator('[data-testid=lab-outcomes] tbody tr');

test('a swipe flicks a die and the outcomes update; undo and reset restore; scenes change the world', async ({
  page,
}) => {
  await openLab(page);
  const before = await rows(page).allInnerTexts();
  expect(before[0]).toContain('On the board');
  const start = await dieOnPage(page, 0);
  expect(start).not.toBeNull();
  // Touch the die low on its side and swipe outwards, away from the board's centre: a hard slide.
  await page.mouse.move(start!.x, start!.y + 4);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) await page.mouse.move(start!.x + step * 44, start!.y + 4 + step * 12);
  await expect(page.locator('.board-aim')).toContainText('100%');
  await page.mouse.up();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-state', 'settled', { timeout: 20_000 });
  await expect(page.getByTestId('lab-status')).toContainText('die 1');
  await expect(rows(page).first()).toHaveAttribute('data-location', 'off');
  await expect(page.getByTestId('lab-summary')).toContainText('1 off the edge');

  await page.getByTestId('lab-undo').click();
  await expect(rows(page).first()).toHaveAttribute('data-location', 'board');
  await expect.poll(() => rows(page).allInnerTexts()).toEqual(before);
  expect(await dieOnPage(page, 0)).toEqual(start);
  await expect(page.getByTestId('lab-undo')).toBeDisabled();

  await panelFlick(page);
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-state', 'settled', { timeout: 20_000 });
  expect(await rows(page).allInnerTexts()).not.toEqual(before);
  await page.getByTestId('lab-reset').click();
  await expect.poll(() => rows(page).allInnerTexts()).toEqual(before);
  await expect(page.getByTestId('lab-undo')).toBeDisabled();

  await page.getByTestId('lab-preset').selectOption('sumo');
  await page.getByLabel('3', { exact: true }).check();
  await expect(rows(page)).toHaveCount(15);
  await page.getByTestId('lab-preset').selectOption('break');
  await expect(rows(page)).toHaveCount(25);
});

test('the board turns with the buttons and by dragging beside the dice', async ({ page }) => {
  await openLab(page);
  const before = await dieOnPage(page, 0);
  await page.getByRole('button', { name: 'Turn the board anticlockwise' }).click();
  await expect.poll(() => turnOf(page)).toBeCloseTo(Math.PI / 12, 5);
  await expect.poll(() => dieOnPage(page, 0)).not.toEqual(before);

  // Drag along the rim near the viewer, where there are no dice in this scene.
  const box = (await page.locator('canvas.board-canvas').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.86;
  await page.mouse.move(x - 60, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x - 60 + step * 15, y);
  await page.mouse.up();
  // Dragging the near edge to the right turns the board anticlockwise on screen: a positive turn.
  const turned = (await turnOf(page)) ?? 0;
  expect(turned - Math.PI / 12).toBeGreaterThan(0.05);
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-state', 'ready');
});

/** A browser that cannot create a WebGL context (and spends nothing on drawing). */
async function withoutWebGL(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type.startsWith('webgl') || type === 'experimental-webgl') return null;
      return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof getContext;
  });
}

test('without WebGL the lab says so, and the keyboard flick still simulates', async ({ page }) => {
  // The 3D view must give way, not the simulation.
  await withoutWebGL(page);
  await openLab(page, { webgl: false });
  await expect(page.locator('canvas.board-canvas')).toBeHidden();
  await panelFlick(page);
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-state', 'settled', { timeout: 20_000 });
  await expect(rows(page).first()).toHaveAttribute('data-location', 'off');
});

test('the fairness check flicks 600 dice and draws the face histogram with its p', async ({ page }) => {
  await withoutWebGL(page);
  await openLab(page, { webgl: false });
  await page.getByRole('button', { name: 'Flick 600 dice' }).click();
  const bars = page.locator('[data-testid=lab-fairness-histogram] li');
  await expect(bars).toHaveCount(6);
  await expect(page.getByTestId('lab-fairness-status')).toContainText('came to rest flat', {
    timeout: 90_000,
  });
  const counts = await bars.evaluateAll((items) =>
    items.map((item) => Number(item.lastElementChild?.textContent ?? Number.NaN)),
  );
  expect(counts.reduce((a, b) => a + b, 0)).toBe(600);
  await expect(page.getByTestId('lab-fairness-status')).toContainText('p = ');
  await expect(page.getByText('Face 4:', { exact: false })).toBeAttached();
});
