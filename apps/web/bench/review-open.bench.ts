import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { historyFile } from '../e2e/history-fixture.ts';

// A measurement (npm run bench:browser): how long Review takes to open a whole four-player Jamb game (four
// greedy players, 1,413 actions, every decision of every seat judged), from the tap on Review to the
// costliest decisions on screen, at 1180×820: tapped the moment the end of the game shows, tapped after
// two seconds on it (a person reading who won: the review's workers are warm by then), and tapped in
// History. Timed in the page, from the tap's click to the first frame that draws a costliest decision.
// Five openings each after one to warm the browser's cache; the figures go to the output as JSON and to
// test-results/bench/review-open.json.

const GAME = JSON.parse(
  readFileSync(new URL('./fixtures/four-players-greedy.log.json', import.meta.url), 'utf8'),
);
const RUNS = 5;

/** From the tap's click event to the first frame that shows a costliest decision, timed in the page. */
async function timedOpen(page: Page, review: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const timing = window as unknown as { reviewShown: Promise<number> };
    timing.reviewShown = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () => {
          const tapped = performance.now();
          const check = () => {
            if (document.querySelector('[data-testid="review-costliest"] button')) {
              resolve(performance.now() - tapped);
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
  });
  await review();
  return page.evaluate(() => (window as unknown as { reviewShown: Promise<number> }).reviewShown);
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number | undefined) => Math.round(value ?? 0);
  return {
    medianMs: ms(sorted[Math.floor(sorted.length / 2)]),
    minMs: ms(sorted[0]),
    maxMs: ms(sorted.at(-1)),
  };
}

test('Review opens a four-player Jamb game', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1180, height: 820 });
  await page.goto('/history');
  await page.getByTestId('import-history').setInputFiles({
    name: 'history.json',
    mimeType: 'application/json',
    buffer: Buffer.from(historyFile([GAME])),
  });
  await page.getByTestId('history-list').locator('[data-game="jamb"] a.history-open').click();
  const endReview = page.getByTestId('open-review');
  await expect(endReview).toBeVisible({ timeout: 30_000 });
  const gameUrl = page.url();
  const historyReview = page.getByTestId('history-list').getByRole('link', { name: /^Review/ });

  const cases = {
    atOnce: async () => {
      await page.goto(gameUrl);
      await expect(endReview).toBeVisible({ timeout: 30_000 });
      return timedOpen(page, () => endReview.click());
    },
    afterTwoSeconds: async () => {
      await page.goto(gameUrl);
      await expect(endReview).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(2000);
      return timedOpen(page, () => endReview.click());
    },
    fromHistory: async () => {
      await page.goto('/history');
      await expect(historyReview).toBeVisible({ timeout: 30_000 });
      return timedOpen(page, () => historyReview.click());
    },
  };
  const figures: Record<string, unknown> = {
    game: 'jamb, 4 players, 1413 actions',
    viewport: '1180x820',
    runs: RUNS,
    hardwareConcurrency: await page.evaluate(() => navigator.hardwareConcurrency),
  };
  for (const [name, open] of Object.entries(cases)) {
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const ms = await open();
      if (run > 0) times.push(ms);
    }
    figures[name] = summary(times);
  }
  console.log(JSON.stringify(figures));
  mkdirSync('test-results/bench', { recursive: true });
  writeFileSync('test-results/bench/review-open.json', `${JSON.stringify(figures, null, 2)}\n`);
});
