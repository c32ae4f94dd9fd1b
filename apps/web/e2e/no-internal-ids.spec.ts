// The rules name figures, categories, columns and games by ids ("carre", "le8", "yam-master"); the screens
// name them in words. Finished games of all three games are imported, then every screen that shows them is
// read text node by text node (and the labels a screen reader speaks): no id may be among the words.
import { expect, type Page, test } from '@playwright/test';
import { historyFile, ruleFixture } from './history-fixture.ts';

const HISTORY = historyFile([
  ruleFixture('jamb/fixtures/three-players-house-rules.log.json'),
  ruleFixture('jamb/fixtures/solo-real-dice.log.json'),
  ruleFixture('yam-master/fixtures/points-app-dice.json'),
  ruleFixture('yam-master/fixtures/line-win-real-dice.json'),
  // Begun an hour later: the recorded fixtures share one start, and two games begun at the same moment
  // by the same players are one game to the gate.
  { ...ruleFixture('yam-master/fixtures/draw-app-dice.json'), createdAt: '2026-11-29T11:00:00.000Z' },
  ruleFixture('jamsumo/fixtures/jamsumo-pad.json').log,
]);

/** Ids of the rules, as whole lowercase words; the words the screens use are capitalised or translated. */
const ID = [
  'carre',
  'defi',
  'sec',
  'le8',
  'brelan[1-6]?',
  'full',
  'suite',
  'yam',
  'upper-bonus',
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'trips',
  'straight',
  'announced',
  'jamsumo',
  'yam-master',
].join('|');
/** A lone id ("le8", "yam-master"), or lowercase ids joined by commas ("carre, le8"). */
const LONE_ID = new RegExp(
  `^\\s*(${ID})\\s*$|(^|[\\s(:])(${ID})(, (${ID}))+\\b|\\b(carre|le8|defi|brelan[1-6]|upper-bonus|yam-master)\\b`,
);

async function idsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (node.parentElement?.closest('script, style')) continue;
      if (pattern.test(text)) found.push(text.trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt]'))
      for (const name of ['aria-label', 'title', 'alt']) {
        const text = element.getAttribute(name);
        if (text && pattern.test(text)) found.push(`${name}: ${text}`);
      }
    return found;
  }, LONE_ID.source);
}

async function expectNoIds(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await idsOnScreen(page), where).toEqual([]);
}

test('no internal id reaches the screens that show finished games of the three games', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/history');
  await page
    .getByTestId('import-history')
    .setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(HISTORY) });
  const items = page.getByTestId('history-list').locator('li');
  await expect(items).toHaveCount(6);
  await expectNoIds(page, 'History');

  // Each finished game, opened from History.
  const hrefs = await page
    .getByTestId('history-list')
    .locator('a.history-open')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoIds(page, href);
  }

  await page.goto('/history/players');
  await expectNoIds(page, 'Players');
  await page.goto('/history/statistics');
  // The players are listed once the saved games are read: wait for them rather than read an empty list.
  const options = page.getByTestId('statistics-player').locator('option');
  await expect.poll(() => options.count()).toBeGreaterThan(2);
  const players = await options.evaluateAll((all) =>
    all.map((option) => (option as HTMLOptionElement).value),
  );
  for (const player of players) {
    await page.goto(`/history/statistics?player=${encodeURIComponent(player)}`);
    await expect(page.getByTestId('statistics')).toBeVisible();
    await expectNoIds(page, `Statistics of ${player}`);
  }
  for (const path of ['/', '/jamb', '/yam-master', '/jamsumo', '/history/dice-check'])
    await page.goto(path).then(() => expectNoIds(page, path));
});

test('the check itself finds an id among the words', async ({ page }) => {
  await page.goto('/history');
  await page.evaluate(() => {
    const line = document.createElement('p');
    line.textContent = 'Figures: carre, le8';
    document.body.append(line);
  });
  expect(await idsOnScreen(page)).toEqual(['Figures: carre, le8']);
});
