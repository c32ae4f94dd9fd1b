// Every screen, opened once the way a player reaches it, checked for what all of them owe a player:
// - axe-core in the light and the dark theme: no serious or critical violation (in the dark theme the
//   rules a theme's colours can change);
// - at the tablet and phone sizes a player holds (turning the tablet resizes the open screen): nothing
//   scrolls sideways, every control is inside the viewport (on a tablet a game screen's enabled controls
//   without scrolling; elsewhere reachable by scrolling down), at least 44 px in both directions and not
//   covered by anything; a game's text is at least 12 px and the turn's main action on screen without
//   scrolling. No screen, theme or size is left out. `npm run screenshots` keeps a picture of each size.
import { expect, test } from '@playwright/test';
import { keepScreenshot } from './keep-screenshot.ts';
import { layoutProblems, MIN_TARGET, MIN_TEXT_PX, type Problem, viewports } from './layout-problems.ts';
import { playedAtOnce, screens } from './screens.ts';
import { COLOUR_RULES, seriousViolations } from './serious-violations.ts';
import { settled } from './settled.ts';

const sizeName = (viewport: { width: number; height: number }) => `${viewport.width}x${viewport.height}`;

for (const screen of screens) {
  test(`${screen.name}: no serious accessibility violation in either theme; at ${viewports.map(sizeName).join(', ')} nothing scrolls sideways, every control reachable and 44 px`, async ({
    page,
  }) => {
    if (screen.long) test.slow();
    await page.setViewportSize(viewports[0]!);
    await screen.open(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // The theme's colour transitions end first, so axe sees the colours a player sees.
      await settled(page);
      expect
        .soft(
          await seriousViolations(page, colorScheme === 'dark' ? COLOUR_RULES : undefined),
          `${screen.name} in the ${colorScheme} theme`,
        )
        .toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    const found: Record<string, Problem[]> = {};
    for (const viewport of viewports) {
      const size = sizeName(viewport);
      await page.setViewportSize(viewport);
      await settled(page);
      await keepScreenshot(page, `${screen.name}-${size}`, { fullPage: true });
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

// The check itself: what it runs in the page must find a planted fault, whole and in the colour rules.
test('the accessibility check finds a nameless button and faint text planted on a screen', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dicetable' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.innerHTML =
      '<button class="planted"></button><p class="planted" style="color:#ddd;background:#fff">Faint words</p>';
    document.querySelector('main')?.append(planted);
  });
  const rules = (violations: { rule: string }[]) => violations.map((violation) => violation.rule).sort();
  expect(rules(await seriousViolations(page))).toEqual(['button-name', 'color-contrast']);
  expect(rules(await seriousViolations(page, COLOUR_RULES))).toEqual(['color-contrast']);
  expect(rules(await seriousViolations(page, undefined, 'header'))).toEqual([]);
});
