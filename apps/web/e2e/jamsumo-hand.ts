// The JamSumo flicking hand in browser tests: the hand setting and the keyboard flick panel.
import { expect, type Locator, type Page } from '@playwright/test';
import { savedSetting } from './saved-settings.ts';

/** The flicking hand in the settings: 0 steady (flicks exactly as aimed) … 100 a real hand. */
export async function setHand(page: Page, percent: number) {
  await page.goto('/settings');
  await setRange(page, 'hand-spread', percent);
  await expect.poll(() => savedSetting(page, 'handSpread'), { timeout: 10_000 }).toBe(percent / 100);
  // Kept across a reload.
  await page.reload();
  await expect(page.getByTestId('hand-spread')).toHaveValue(String(percent));
}

/** Sets a range input as a person dragging it would, firing the input event the panel listens to. */
export async function setRange(page: Page, testId: string, value: number) {
  await page.getByTestId(testId).evaluate((input: HTMLInputElement, v) => {
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** A flick with the button panel: direction as the player sees it (0° = away from them, towards the centre). */
export async function panelFlick(page: Page, degrees: number, strength: number, height: number) {
  const panel = page.locator('.js-keyboard-flick');
  if (!(await panel.evaluate((d: HTMLDetailsElement) => d.open))) await panel.locator('summary').click();
  await setRange(page, 'flick-direction', degrees);
  await setRange(page, 'flick-strength', strength);
  await setRange(page, 'flick-height', height);
  await panel.getByRole('button', { name: 'Flick', exact: true }).click();
}

/**
 * Where die `die` is on the board's canvas (relative to it), once the board has finished turning and the
 * die stops moving on screen.
 */
export async function restingDiePoint(canvas: Locator, die: number): Promise<{ x: number; y: number }> {
  const diePoint = () =>
    canvas.evaluate(
      (c, d) =>
        (
          c as unknown as { boardView: { dieScreenPoint(d: number): { x: number; y: number } } }
        ).boardView.dieScreenPoint(d),
      die,
    );
  let point = await diePoint();
  await expect
    .poll(
      async () => {
        const previous = point;
        point = await diePoint();
        return Math.hypot(point.x - previous.x, point.y - previous.y);
      },
      { intervals: [300] },
    )
    .toBeLessThan(0.5);
  return point;
}
