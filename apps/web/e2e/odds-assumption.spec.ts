// Yam Master's odds say in one short line what they assume (the dice held, the rolls left, a declared
// Défi), and the line never pushes the odds themselves off a tablet's screen.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './serious-violations.ts';
import { startYamMaster } from './start-game.ts';

for (const size of [
  { width: 1180, height: 820 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
]) {
  test(`${size.width}×${size.height}: the odds say what they assume, and stay in view`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    await startYamMaster(page, { roll: true });
    await page.getByRole('switch', { name: 'Show odds for Ana' }).check();
    const assumption = page.getByTestId('odds-assumption');
    await expect(assumption).toHaveText('Odds if you keep the best dice for each figure: 2 rolls left.');
    await page.getByTestId('die-0').click();
    const held = await page.getByTestId('die-0').getAttribute('data-value');
    await expect(assumption).toHaveText(`Odds if you keep ${held} and roll the other dice: 2 rolls left.`);
    await page.getByRole('button', { name: 'Défi!' }).click();
    await expect(assumption).toHaveText(
      `Odds if you keep ${held} and roll the other dice: 2 rolls left, with your Défi.`,
    );
    // The line and every odd in the list are on screen together: on a landscape tablet without scrolling,
    // in portrait (where the odds sit below the board) once the panel is scrolled to.
    if (size.height > size.width) await page.getByTestId('odds-panel').scrollIntoViewIfNeeded();
    await expect(assumption).toBeInViewport({ ratio: 1 });
    for (const odd of await page.locator('.ym-odds-list li').all()) {
      await expect(odd).toBeInViewport({ ratio: 1 });
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}
