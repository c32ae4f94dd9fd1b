// Waiting for a screen to be still, so a check sees what a player sees once it has stopped moving.
import type { Page } from '@playwright/test';

/**
 * Resolves once the fonts are loaded and every animation and transition running now has ended (a
 * changed theme's colours, a roll of the dice, a panel sliding in). Endless animations (a spinner) are
 * not waited for. Two frames pass first, so that what a resize sets off (resize observers, a board's
 * canvas taking its new size) has run; reading the animations then applies any style change still
 * pending, so a transition that a change just started is among them.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.all(ending);
  });
}
