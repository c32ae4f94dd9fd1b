// Every screen at the tablet and phone sizes a player holds: a screenshot of each (in
// test-results/screens/), and checks that nothing scrolls sideways, that every control is inside the
// viewport (on a tablet a game screen's enabled controls without scrolling; elsewhere reachable by
// scrolling down) and at least 44 px in both directions.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { layoutProblems, MIN_TARGET, type Problem, TABLET_WIDTH, viewports } from './layout-problems.ts';
import { screens } from './screens.ts';
import { settled } from './settled.ts';

/**
 * Screens that fail these checks today (issue 12, points 4 and 5). They stay out of the default run
 * until their layouts are fixed; DICETABLE_LAYOUT_ALL=1 runs them too. Remove an entry once it passes.
 */
const knownFailures = new Set<string>([
  // In portrait the sheet comes under the dice: its last open cells lie below the fold (after each roll
  // the screen scrolls the open Down, Up and Announced cells into view; ui-points.spec.ts checks that).
  'jamb-play@820x1180',
  'jamb-play@768x1024',
  // The flick buttons and the scores lie below the board in portrait (a swipe on the board flicks).
  'jamsumo-play@820x1180',
  'jamsumo-play@768x1024',
]);

const sizeName = (viewport: { width: number; height: number }) => `${viewport.width}x${viewport.height}`;

for (const screen of screens) {
  const sizes = viewports.filter(
    (viewport) =>
      process.env.DICETABLE_LAYOUT_ALL || !knownFailures.has(`${screen.name}@${sizeName(viewport)}`),
  );
  if (sizes.length === 0) continue;
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
      const atOnce = screen.playedAtOnce === true && viewport.width >= TABLET_WIDTH;
      const problems = await page.evaluate(layoutProblems, { minTarget: MIN_TARGET, atOnce });
      if (problems.length > 0) found[size] = problems;
    }
    expect(found, `layout problems of ${screen.name}`).toEqual({});
  });
}
