// One swipe on an empty JamSumo board, for the landing mark's test and its figure (bench/).
import { expect, type Locator, type Page } from '@playwright/test';
import { type BoardProbe as Probe, settledLandingMark } from './landing-mark.ts';
import { startJamSumo } from './start-game.ts';

/** The swipe lengths measured, in CSS pixels from the die's centre. */
export const SWIPES = [30, 60, 120, 200, 300];
const dicePoints = (canvas: Locator) =>
  canvas.evaluate((c) => [0, 1, 2, 3, 4].map((d) => (c as unknown as Probe).boardView.dieScreenPoint(d)));
const centreOf = (canvas: Locator, die: number) =>
  canvas.evaluate((c, d) => (c as unknown as Probe).boardView.dieCentre(d), die);

/**
 * The first flick of a new Jam game at the current size, `length` px long: where the landing mark said the
 * die would stop, where it started and where it did stop (null when it left the board or fell in the hole).
 */
export async function oneSwipe(page: Page, length: number, hand: number | undefined) {
  await startJamSumo(page, 'Jam', ['Ann', 'Bram'], hand === undefined ? {} : { hand });
  await page.getByTestId('supply-die').first().click();
  await page.getByRole('button', { name: 'Put the die on platform 1' }).click();
  const canvas = page.locator('canvas.board-canvas');
  // The placed die: the only one of Ann's drawn on the board, still once the board has turned to her.
  let die = -1;
  let at = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        const points = await dicePoints(canvas);
        const d = points.findIndex((p) => p !== null);
        const p = points[d];
        const still = d === die && p !== null && p !== undefined && Math.hypot(p.x - at.x, p.y - at.y) < 0.5;
        die = d;
        if (p) at = p;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const start = await centreOf(canvas, die);
  const box = (await canvas.boundingBox())!;
  const from = { x: box.x + at.x, y: box.y + at.y + 6 };
  // Towards the board's centre, turned 35° so the die passes beside the hole.
  const cx = box.x + box.width / 2 - from.x;
  const cy = box.y + box.height / 2 - from.y;
  const d = Math.hypot(cx, cy);
  const turn = (35 * Math.PI) / 180;
  const ux = (cx * Math.cos(turn) - cy * Math.sin(turn)) / d;
  const uy = (cx * Math.sin(turn) + cy * Math.cos(turn)) / d;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // The swipe's length is measured from the die's centre (the touch starts a little below it, for a slide).
  const to = { x: box.x + at.x + ux * length, y: box.y + at.y + uy * length };
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 10, from.y + ((to.y - from.y) * step) / 10);
  }
  const mark = await settledLandingMark(canvas);
  const strength = (await canvas.evaluate((c) => (c as unknown as Probe).boardView.getAim()?.strength)) ?? 0;
  await page.mouse.up();
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
  const news = (await page.getByTestId('news').textContent()) ?? '';
  const onBoard = (await dicePoints(canvas))[die] !== null;
  const end = onBoard ? await centreOf(canvas, die) : null;
  return { length, strength, mark, start, end, news };
}
