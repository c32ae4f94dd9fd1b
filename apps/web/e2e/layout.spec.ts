// Every screen at the tablet and phone sizes a player holds: a screenshot of each (in
// test-results/screens/), and checks that nothing scrolls sideways, that every control is inside the
// viewport (on a tablet a game screen's enabled controls without scrolling; elsewhere reachable by
// scrolling down), at least 44 px in both directions and not covered by anything; that a game's text is
// at least 12 px and the turn's main action on screen without scrolling, at every size. No screen or size
// is left out.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { layoutProblems, MIN_TARGET, MIN_TEXT_PX, type Problem, viewports } from './layout-problems.ts';
import { playedAtOnce, screens } from './screens.ts';
import { settled } from './settled.ts';

const sizeName = (viewport: { width: number; height: number }) => `${viewport.width}x${viewport.height}`;

for (const screen of screens) {
  const sizes = viewports;
  test(`${screen.name} at ${sizes.map(sizeName).join(', ')}: nothing scrolls sideways, every control reachable and 44 px`, async ({
    page,
  }) => {
    if (screen.long) test.slow();
    await page.setViewportSize(sizes[0]!);
    await screen.open(page);
    const found: Record<string, Problem[]> = {};
    // Turning the tablet resizes the open screen: each size is checked on the same screen.
    for (const viewport of sizes) {
      const size = sizeName(viewport);
      await page.setViewportSize(viewport);
      await settled(page);
      await page.screenshot({
        path: fileURLToPath(new URL(`../test-results/screens/${screen.name}-${size}.png`, import.meta.url)),
        fullPage: true,
      });
      const problems = await page.evaluate(layoutProblems, {
        minTarget: MIN_TARGET,
        atOnce: playedAtOnce(screen.playedAtOnce, viewport),
        mainActions: screen.mainActions ?? [],
        minTextPx: screen.inPlay ? MIN_TEXT_PX : 0,
        covered: true,
        mayCover: screen.mayCover ?? [],
      });
      if (problems.length > 0) found[size] = problems;
    }
    expect(found, `layout problems of ${screen.name}`).toEqual({});
  });
}
